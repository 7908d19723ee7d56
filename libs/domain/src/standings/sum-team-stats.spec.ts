import { sumTeamStats } from './sum-team-stats.js';
import { tallyMatch } from './tally-match.js';
import type { MatchTally, StandingsMatchInput } from './standings-types.js';

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
const stats = sumTeamStats(teams, tallies);

describe('sumTeamStats (RULES d.1)', () => {
  it.each([
    [
      'A',
      { P: 2, W: 2, L: 0, MW: 4, ML: 1, MD: 1, pointsFor: 14, pointsAgainst: 8, forfeitLosses: 0 },
    ],
    [
      'B',
      { P: 2, W: 1, L: 1, MW: 3, ML: 2, MD: 1, pointsFor: 14, pointsAgainst: 15, forfeitLosses: 0 },
    ],
    [
      'C',
      { P: 3, W: 1, L: 2, MW: 2, ML: 5, MD: 0, pointsFor: 4, pointsAgainst: 7, forfeitLosses: 1 },
    ],
    [
      'D',
      { P: 1, W: 0, L: 1, MW: 1, ML: 2, MD: 0, pointsFor: 1, pointsAgainst: 3, forfeitLosses: 0 },
    ],
  ] as const)('%s → %j', (team, expected) => {
    expect(stats.get(team)).toMatchObject({ team, ...expected });
  });

  it.each([
    ['A', ['B', 'C']],
    ['C', ['B', 'A', 'D']],
  ] as const)('lists the opponents of %s', (team, opponents) => {
    expect(stats.get(team)?.opponents).toEqual(opponents);
  });

  it('counts only matches inside the set for a mini-league', () => {
    const mini = sumTeamStats(['B', 'C'], tallies, new Set(['B', 'C']));
    expect(mini.get('B')).toMatchObject({ P: 1, W: 1, L: 0, MW: 2, ML: 0 });
    expect(mini.get('C')).toMatchObject({ P: 1, W: 0, L: 1, MW: 0, ML: 2 });
  });
});
