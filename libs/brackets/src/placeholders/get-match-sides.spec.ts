import { BRACKET_PRESET_IDS } from '../presets/bracket-preset.js';
import { createBracketPreset } from '../presets/create-bracket-preset.js';
import { listBracketLinks } from '../layout/list-bracket-links.js';
import { locateBracketGames } from '../layout/locate-bracket-games.js';
import type { BracketMatchInput } from '../state/bracket-state.js';
import { getMatchSides, type MatchSidesBracket, type MatchSidesMatch } from './get-match-sides.js';

// 8-team double elimination (RULES c.11): 1 → win 7.1 / lose 5.1, 2 → win 7.2 / lose 5.2, 8 → lose 9.1,
// 11 → lose 13.1; match 1 has no feeders.
const layout = createBracketPreset('double-elimination-8').layout;
const ids = Array.from({ length: 14 }, (_, i) => `m${i + 1}`);
const alpha = { id: 'A', name: 'Alpha', code: 'ALP' };
const bravo = { id: 'B', name: 'Bravo', code: 'BRV' };
const charlie = { id: 'C', name: 'Charlie' };

type Team = { readonly id: string; readonly name?: string; readonly code?: string };

/** The bracket with match N's record patched by `records[N]`. */
function bracket(records: Record<number, Partial<BracketMatchInput>> = {}): MatchSidesBracket {
  return {
    layout,
    orderedMatchIds: ids,
    matches: ids.map((id, i) => ({ id, ...records[i + 1] })),
    teams: [alpha, bravo, charlie],
  };
}

/** Each side as its text: the team's name, or the placeholder (name / short name when they differ). */
function texts(match: MatchSidesMatch<Team>, brackets?: MatchSidesBracket[]): string[] {
  return getMatchSides({ match, brackets }).map((side) =>
    side.kind === 'team'
      ? `team ${side.team.name ?? side.team.id}`
      : side.name === side.shortName
        ? side.name
        : `${side.name} / ${side.shortName}`,
  );
}

describe('getMatchSides', () => {
  it.each<[string, MatchSidesMatch<Team>, MatchSidesBracket[] | undefined, string[]]>([
    // known teams
    [
      'two known teams',
      { id: 'm9', teams: [alpha, bravo] },
      [bracket()],
      ['team Alpha', 'team Bravo'],
    ],
    [
      'two teams win over placeholder_teams',
      { teams: [alpha, bravo], placeholder_teams: 'X|Y' },
      undefined,
      ['team Alpha', 'team Bravo'],
    ],
    [
      'one team, placeholder_right: the team in slot 1',
      { teams: [alpha], placeholder_right: true },
      undefined,
      ['team Alpha', 'TBD'],
    ],
    ['one team, no flag: the team in slot 2', { teams: [alpha] }, undefined, ['TBD', 'team Alpha']],
    [
      'an ordered pair with an empty slot 1',
      { teams: [null, bravo], placeholder_right: true },
      undefined,
      ['TBD', 'team Bravo'],
    ],
    // no team and no feeder
    ['nothing set, no bracket', {}, undefined, ['TBD', 'TBD']],
    ['no teams, a bracket that does not feed the match', { id: 'm1' }, [bracket()], ['TBD', 'TBD']],
    [
      'no teams, a match the bracket does not list',
      { id: 'elsewhere' },
      [bracket()],
      ['TBD', 'TBD'],
    ],
    // feeder winner / loser, with the spec wording '{winner/loser} of {code} vs {code}'
    [
      'winner of a feeder with both teams, by code',
      { id: 'm7' },
      [bracket({ 1: { teams: ['A', 'B'] } })],
      ['Winner of ALP vs BRV', 'Winner of Match 2'],
    ],
    [
      'loser of a feeder with both teams; a team without code by name',
      { id: 'm5' },
      [bracket({ 1: { teams: ['C', 'B'] }, 2: { teams: ['A', 'B'] } })],
      ['Loser of Charlie vs BRV', 'Loser of ALP vs BRV'],
    ],
    [
      'one known team and a feeder on the other side',
      { id: 'm9', teams: [bravo], placeholder_right: false },
      [bracket({ 8: { teams: ['A', 'C'] } })],
      ['Loser of ALP vs Charlie', 'team Bravo'],
    ],
    // feeder whose own sides are placeholders
    [
      'loser of a feeder without teams',
      { id: 'm13' },
      [bracket()],
      ['Loser of Match 11', 'Winner of Match 12'],
    ],
    [
      'winner of a feeder missing a team',
      { id: 'm7' },
      [bracket({ 2: { teams: ['A'] } })],
      ['Winner of Match 1', 'Winner of Match 2'],
    ],
    [
      "a feeder team whose record has not arrived: the feeder's match, never a team id",
      { id: 'm7' },
      [bracket({ 1: { teams: ['A', 'unknown'] } })],
      ['Winner of Match 1', 'Winner of Match 2'],
    ],
    [
      'the feeder named by its match_number',
      { id: 'm13' },
      [bracket({ 11: { match_number: 'UF' } })],
      ['Loser of Match UF', 'Winner of Match 12'],
    ],
    // placeholder_teams
    [
      'four values win over a feeder',
      { id: 'm7', placeholder_teams: 'Seed 1|Seed 8|S1|S8' },
      [bracket({ 1: { teams: ['A', 'B'] } })],
      ['Seed 1 / S1', 'Seed 8 / S8'],
    ],
    [
      'four values without a bracket',
      { placeholder_teams: 'Winner of 1|Winner of 2|W1|W2' },
      undefined,
      ['Winner of 1 / W1', 'Winner of 2 / W2'],
    ],
    [
      'an empty one of four values falls through to the feeder',
      { id: 'm7', placeholder_teams: '|Seed 8||S8' },
      [bracket()],
      ['Winner of Match 1', 'Seed 8 / S8'],
    ],
    [
      'fewer values give way to a feeder',
      { id: 'm7', placeholder_teams: 'Seed 1|Seed 8' },
      [bracket()],
      ['Winner of Match 1', 'Winner of Match 2'],
    ],
    [
      'fewer values name the slots without a feeder',
      { id: 'm1', placeholder_teams: 'Seed 1|Seed 8' },
      [bracket()],
      ['Seed 1', 'Seed 8'],
    ],
    ['one value, no teams: slot 1', { placeholder_teams: 'Seed 1' }, undefined, ['Seed 1', 'TBD']],
    [
      'one value names the only empty slot (right)',
      { teams: [alpha], placeholder_right: true, placeholder_teams: 'Winner of 4' },
      undefined,
      ['team Alpha', 'Winner of 4'],
    ],
    [
      'one value names the only empty slot (left)',
      { teams: [alpha], placeholder_teams: 'Winner of 4' },
      undefined,
      ['Winner of 4', 'team Alpha'],
    ],
    [
      'two values, one team on the right',
      { teams: [alpha], placeholder_right: true, placeholder_teams: 'P1|P2' },
      undefined,
      ['team Alpha', 'P2'],
    ],
  ])('%s', (_case, match, brackets, expected) => {
    expect(texts(match, brackets)).toEqual(expected);
  });

  it.each<[string, MatchSidesMatch<Team>, MatchSidesBracket[] | undefined, (string | null)[]]>([
    ['a team has no source', { id: 'm9', teams: [alpha, bravo] }, [bracket()], [null, null]],
    ['no team and no feeder: the TBD fallback', { id: 'm1' }, [bracket()], ['tbd', 'tbd']],
    ['a feeder', { id: 'm13' }, [bracket()], ['feeder', 'feeder']],
    [
      'one team and a feeder',
      { id: 'm11', teams: [alpha], placeholder_right: true },
      [bracket({ 8: { teams: ['B', 'C'] } })],
      [null, 'feeder'],
    ],
    [
      'four values, then a feeder for the blank one',
      { id: 'm7', placeholder_teams: '|Seed 8||S8' },
      [bracket()],
      ['feeder', 'placeholder_teams'],
    ],
    [
      'fewer values without a feeder, then TBD',
      { placeholder_teams: 'Seed 1' },
      undefined,
      ['placeholder_teams', 'tbd'],
    ],
  ])('tells where each placeholder comes from: %s', (_case, match, brackets, expected) => {
    expect(
      getMatchSides({ match, brackets }).map((side) =>
        side.kind === 'placeholder' ? side.source : null,
      ),
    ).toEqual(expected);
  });

  it('uses the position the caller pins (a bracket card), whatever the match id', () => {
    const pinned = { ...bracket({ 8: { teams: ['A', 'B'] } }), matchNumber: 9 };
    expect(texts({ id: 'not-listed' }, [pinned])).toEqual([
      'Loser of ALP vs BRV',
      'Winner of Match 5',
    ]);
  });

  it('takes the first bracket that feeds the slot', () => {
    const other: MatchSidesBracket = {
      layout: { brackets: [{ columns: [{ games: [1, 2] }] }], connections: {} },
      orderedMatchIds: ['x', 'm7'],
      matches: [{ id: 'x' }, { id: 'm7' }],
    };
    expect(texts({ id: 'm7' }, [other, bracket({ 1: { teams: ['A', 'B'] } })])).toEqual([
      'Winner of ALP vs BRV',
      'Winner of Match 2',
    ]);
  });

  it('finds the match in ordered_matches before its record has arrived', () => {
    const partial = { ...bracket(), matches: [{ id: 'm11', teams: ['A', 'B'] }] };
    expect(texts({ id: 'm13' }, [partial])).toEqual(['Loser of ALP vs BRV', 'Winner of Match 12']);
  });

  it('never changes its input', () => {
    const input = {
      match: { id: 'm9', teams: [bravo], placeholder_teams: 'X' },
      brackets: [bracket({ 8: { teams: ['A', 'C'] } })],
    };
    const copy = structuredClone(input);
    getMatchSides(input);
    expect(input).toEqual(copy);
  });

  it.each(BRACKET_PRESET_IDS)(
    '%s: every slot fed by a link reads Winner/Loser of its feeder, every other empty slot TBD',
    (id) => {
      const preset = createBracketPreset(id).layout;
      const links = listBracketLinks(preset);
      const count = Math.max(0, ...locateBracketGames(preset).keys());
      const orderedMatchIds = Array.from({ length: count }, (_, i) => `p${i + 1}`);
      const state = {
        layout: preset,
        orderedMatchIds,
        matches: orderedMatchIds.map((m) => ({ id: m })),
      };
      for (let n = 1; n <= count; n += 1) {
        const sides = getMatchSides({ match: { id: `p${n}` }, brackets: [state] });
        for (const slot of [1, 2] as const) {
          const feeder = links.find(
            (link) =>
              link.target.kind === 'slot' && link.target.match === n && link.target.slot === slot,
          );
          const side = sides[slot - 1];
          expect(side?.kind).toBe('placeholder');
          const text = side?.kind === 'placeholder' ? side.name : '';
          expect(text).toBe(
            feeder
              ? `${feeder.kind === 'win' ? 'Winner' : 'Loser'} of Match ${feeder.from}`
              : 'TBD',
          );
        }
      }
    },
  );
});
