import { getMatchGroupRecord, type MatchGroupRecordMatch } from './get-match-group-record.js';

const matches: readonly MatchGroupRecordMatch[] = [
  { teams: ['A', 'B'], match_group: 'Group A', score_1: 2, score_2: 0, first_to: 2 },
  { teams: ['C', 'A'], match_group: 'Group A', score_1: 2, score_2: 1, first_to: 2 },
  { teams: ['A', 'D'], match_group: 'Group A', score_1: 2, score_2: 0, first_to: 2, forfeit: true },
  { teams: ['A', 'E'], match_group: 'Group A', score_1: 1, score_2: 1, first_to: 2 },
  { teams: ['A', 'F'], match_group: 'Group B', score_1: 2, score_2: 0, first_to: 2 },
  { teams: ['B', 'C'], match_group: 'Group A', score_1: 0, score_2: 2, first_to: 2 },
  { teams: ['A', null], match_group: 'Group A', score_1: 0, score_2: 0, first_to: 2 },
];

describe('getMatchGroupRecord', () => {
  it.each([
    ['A', 'Group A', 2, 1],
    ['A', 'Group B', 1, 0],
    ['B', 'Group A', 0, 2],
    ['C', 'Group A', 2, 0],
    ['D', 'Group A', 0, 1],
    ['E', 'Group A', 0, 0],
    ['A', 'Group C', 0, 0],
    ['A', '', 0, 0],
    ['A', null, 0, 0],
  ] as const)('%s in %j → %i–%i', (team, group, wins, losses) => {
    expect(getMatchGroupRecord(team, group, matches)).toEqual({ wins, losses });
  });
});
