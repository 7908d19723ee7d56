import { describe, expect, it } from 'vitest';
import type { MatchSidesBracket } from '@castline/brackets';
import { describeMatch } from './describe-match.js';

const alpha = { name: 'Alpha', code: 'ALP' };
const bravo = { name: 'Bravo', code: 'BRV' };

describe('describeMatch', () => {
  it('names an ordinary match A vs B and shows vs before it starts', () => {
    const d = describeMatch({ score_1: 0, score_2: 0, first_to: 2 }, [alpha, bravo]);
    expect(d.name).toBe('Alpha vs Bravo');
    expect(d.display.kind).toBe('vs');
    expect(d.scoreText).toBeNull();
    expect(d.isSpecial).toBe(false);
  });

  it('shows the score of a started match and W – FF for a forfeit', () => {
    expect(describeMatch({ score_1: 1, score_2: 0, first_to: 2 }, [alpha, bravo]).scoreText).toBe(
      '1 – 0',
    );
    expect(
      describeMatch({ score_1: 0, score_2: 2, first_to: 2, forfeit: true }, [alpha, bravo])
        .scoreText,
    ).toBe('FF – W');
  });

  it('uses the custom name of a special event, and TBD for a missing team', () => {
    const special = describeMatch({ special_event: true, custom_name: 'All-Star Showmatch' }, [
      alpha,
      bravo,
    ]);
    expect(special.isSpecial).toBe(true);
    expect(special.name).toBe('All-Star Showmatch');
    expect(describeMatch({}, [alpha]).name).toContain('Alpha');
  });

  describe('sides and name with feeder placeholders (public-site §4, RULES c.5)', () => {
    // 1 → winner to 3.1, 2 → winner to 3.2, loser to 4.1.
    const bracket: MatchSidesBracket = {
      layout: {
        brackets: [{ columns: [{ games: [1, 2] }, { games: [3, 4] }] }],
        connections: { '1': { win: '3.1' }, '2': { win: '3.2', lose: '4.1' } },
      },
      orderedMatchIds: ['m1', 'm2', 'm3', 'm4'],
      matches: [
        { id: 'm1', teams: ['a', 'b'] },
        { id: 'm2', teams: ['c'] },
        { id: 'm3' },
        { id: 'm4' },
      ],
      teams: [
        { id: 'a', name: 'Alpha', code: 'ALP' },
        { id: 'b', name: 'Bravo', code: 'BRV' },
      ],
    };
    const event = { name: 'Spring Showdown', short: 'Spring' };
    const text = (slot: { kind: string; name?: string; team?: { name?: string | null } }) =>
      slot.kind === 'team' ? slot.team?.name : slot.name;

    it.each<[string, Parameters<typeof describeMatch>[0], (typeof alpha)[], string[], string]>([
      ['two teams', { id: 'm3' }, [alpha, bravo], ['Alpha', 'Bravo'], 'Alpha vs Bravo'],
      [
        'no team, both slots fed',
        { id: 'm3' },
        [],
        ['Winner of ALP vs BRV', 'Winner of Match 2'],
        'Winner of ALP vs BRV vs Winner of Match 2',
      ],
      [
        'one team and a feeder: the feeder, not the event, is the other half',
        { id: 'm3', placeholder_right: true },
        [alpha],
        ['Alpha', 'Winner of Match 2'],
        'Alpha vs Winner of Match 2',
      ],
      [
        'a fed slot and a TBD slot',
        { id: 'm4' },
        [],
        ['Loser of Match 2', 'TBD'],
        'Loser of Match 2 vs TBD',
      ],
      ['no feeder at all: TBD vs TBD', { id: 'm1' }, [], ['TBD', 'TBD'], 'TBD vs TBD'],
      [
        'one team without a feeder keeps the event as the other half (public-site §3)',
        { id: 'elsewhere' },
        [alpha],
        ['TBD', 'Alpha'],
        'Alpha vs Spring',
      ],
      [
        'placeholder_teams names the sides',
        { placeholder_teams: 'Seed 1|Seed 8|S1|S8' },
        [],
        ['Seed 1', 'Seed 8'],
        'Seed 1 vs Seed 8',
      ],
      [
        'a special event keeps its custom name',
        { id: 'm3', special_event: true, custom_name: 'Showmatch' },
        [],
        ['Winner of ALP vs BRV', 'Winner of Match 2'],
        'Showmatch',
      ],
    ])('%s', (_case, match, teams, sides, name) => {
      const described = describeMatch(match, teams, event, [bracket]);
      expect(described.slots.map(text)).toEqual(sides);
      expect(described.name).toBe(name);
    });
  });
});
