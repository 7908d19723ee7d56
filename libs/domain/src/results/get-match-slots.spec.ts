import { getMatchSlots } from './get-match-slots.js';
import type { MatchSlotsInput } from './get-match-slots.js';

const a = { id: 'a', name: 'Alpha' };
const b = { id: 'b', name: 'Bravo' };
const team = (t: typeof a) => ({ kind: 'team', team: t });
const ph = (name: string, shortName = name) => ({ kind: 'placeholder', name, shortName });

describe('getMatchSlots', () => {
  it.each<[string, MatchSlotsInput, unknown]>([
    ['two teams', { teams: [a, b], placeholder_teams: 'X|Y' }, [team(a), team(b)]],
    ['nothing set', {}, [ph('TBD'), ph('TBD')]],
    [
      'four placeholders',
      { placeholder_teams: 'Winner of 1|Winner of 2|W1|W2' },
      [ph('Winner of 1', 'W1'), ph('Winner of 2', 'W2')],
    ],
    [
      'two placeholders',
      { teams: [], placeholder_teams: 'Seed 1|Seed 2' },
      [ph('Seed 1'), ph('Seed 2')],
    ],
    ['one placeholder, no teams', { placeholder_teams: 'Seed 1' }, [ph('Seed 1'), ph('TBD')]],
    ['one team, placeholder_right', { teams: [a], placeholder_right: true }, [team(a), ph('TBD')]],
    ['one team, placeholder left', { teams: [a], placeholder_right: false }, [ph('TBD'), team(a)]],
    ['one team, no flag', { teams: [a] }, [ph('TBD'), team(a)]],
    [
      'one team, placeholder_right, two values',
      { teams: [a], placeholder_right: true, placeholder_teams: 'P1|P2' },
      [team(a), ph('P2')],
    ],
    ['one team, left, two values', { teams: [a], placeholder_teams: 'P1|P2' }, [ph('P1'), team(a)]],
    [
      'one team, right, one value',
      { teams: [a], placeholder_right: true, placeholder_teams: 'Winner of 4' },
      [team(a), ph('Winner of 4')],
    ],
    [
      'one team, left, one value',
      { teams: [a], placeholder_teams: 'Winner of 4' },
      [ph('Winner of 4'), team(a)],
    ],
    [
      'null entries are ignored',
      { teams: [null, b], placeholder_right: true },
      [team(b), ph('TBD')],
    ],
  ])('%s', (_case, match, slots) => {
    expect(getMatchSlots(match)).toEqual(slots);
  });
});
