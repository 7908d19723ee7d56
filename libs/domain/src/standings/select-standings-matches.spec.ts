import { selectStandingsMatches } from './select-standings-matches.js';
import type { StandingsMatchInput } from './standings-types.js';

const matches: readonly StandingsMatchInput[] = [
  { id: 'a1', teams: ['A', 'B'], match_group: 'Group A', sub_event: 'Week 1' },
  { id: 'a2', teams: ['A', 'C'], match_group: 'Group A', sub_event: 'Week 2' },
  { id: 'a3', teams: ['B', 'C'], match_group: 'Group A' },
  { id: 'b1', teams: ['D', 'E'], match_group: 'Group B', sub_event: 'Week 1' },
  { id: 'x1', teams: ['D', 'E'], match_group: 'group a' },
  { id: 'x2', teams: ['D', 'E'] },
];

describe('selectStandingsMatches', () => {
  it.each([
    [{ group: 'Group A' }, ['a1', 'a2', 'a3']],
    [{ group: 'Group A', sub_event: null }, ['a1', 'a2', 'a3']],
    [{ group: 'Group A', sub_event: '' }, ['a1', 'a2', 'a3']],
    [{ group: 'Group A', sub_event: 'Week 1' }, ['a1']],
    [{ group: 'Group B', sub_event: 'Week 1' }, ['b1']],
    [{ group: 'Group C' }, []],
    [{ group: '' }, []],
  ] as const)('%j → %j', (entry, ids) => {
    expect(selectStandingsMatches(entry, matches).map((match) => match.id)).toEqual(ids);
  });
});
