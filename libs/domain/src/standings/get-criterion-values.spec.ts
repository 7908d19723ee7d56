import { getCriterionValues } from './get-criterion-values.js';
import { sumTeamStats } from './sum-team-stats.js';
import { tallyMatch } from './tally-match.js';
import type { MatchTally, StandingsContext, StandingsMatchInput } from './standings-types.js';

const matches: StandingsMatchInput[] = [
  {
    id: 'm1',
    teams: ['A', 'B'],
    score_1: 2,
    score_2: 1,
    first_to: 2,
    maps: [
      { winner: 'A', score_1: 5, score_2: 3 },
      { winner: 'B', score_1: 2, score_2: 4 },
      { draw: true, score_1: 1, score_2: 1 },
      { winner: 'A', score_1: 6, score_2: 0 },
    ],
  },
  {
    id: 'm2',
    teams: ['B', 'C'],
    score_1: 2,
    score_2: 0,
    first_to: 2,
    maps: [
      { winner: 'B', score_1: 3, score_2: 0 },
      { winner: 'B', score_1: 3, score_2: 1 },
    ],
  },
  { id: 'm3', teams: ['A', 'C'], score_1: 2, score_2: 0, first_to: 2, forfeit: true },
  {
    id: 'm4',
    teams: ['C', 'D'],
    score_1: 2,
    score_2: 1,
    first_to: 2,
    maps: [
      { winner: 'C', score_1: 1, score_2: 0 },
      { winner: 'D', score_1: 0, score_2: 1 },
      { winner: 'C', score_1: 2, score_2: 0 },
    ],
  },
];

const teams = ['A', 'B', 'C', 'D'];
const tallies = matches
  .map((match) => tallyMatch(match))
  .filter((t): t is MatchTally => t !== null);
const context: StandingsContext = {
  stats: sumTeamStats(teams, tallies),
  tallies,
  seedPositions: new Map([
    ['D', 1],
    ['C', 2],
    ['B', 3],
    ['A', 4],
  ]),
  manualPositions: new Map([
    ['C', 1],
    ['A', 2],
  ]),
};

describe('getCriterionValues (RULES d.2)', () => {
  it.each([
    ['match-wins', teams, [2, 1, 1, 0]],
    ['match-losses', teams, [0, 1, 2, 1]],
    ['match-diff', teams, [2, 0, -1, -1]],
    ['match-win-rate', teams, [1, 0.5, 1 / 3, 0]],
    ['map-score', teams, [3.75, 2.5, 0.75, 0.5]],
    ['map-diff', teams, [3, 1, -3, -1]],
    ['map-wins', teams, [4, 3, 2, 1]],
    ['map-win-rate', teams, [4 / 6, 3 / 6, 2 / 7, 1 / 3]],
    ['map-points-diff', teams, [6, -1, -3, -2]],
    ['head-to-head', teams, [2, 1, 1, 0]],
    ['head-to-head', ['B', 'C'], [1, 0]],
    ['head-to-head', ['A', 'D'], [0, 0]],
    ['head-to-head-map-diff', ['A', 'B', 'C'], [3, 1, -4]],
    ['head-to-head-map-diff', ['C', 'D'], [1, -1]],
    ['buchholz', teams, [-1, 1, 1, -1]],
    ['forfeits', teams, [0, 0, 1, 0]],
    ['seed', teams, [4, 3, 2, 1]],
    ['manual', teams, [2, null, 1, null]],
  ] as const)('%s among %j → %j', (key, tied, expected) => {
    const values = getCriterionValues(key, tied, context);
    expect(tied.map((team) => values.get(team))).toEqual(expected);
  });

  it('gives rates of 0 to a team without matches', () => {
    const empty: StandingsContext = { ...context, stats: sumTeamStats(['E'], []) };
    expect(getCriterionValues('match-win-rate', ['E'], empty).get('E')).toBe(0);
    expect(getCriterionValues('map-win-rate', ['E'], empty).get('E')).toBe(0);
  });
});
