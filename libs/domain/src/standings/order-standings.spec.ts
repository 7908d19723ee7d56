import { orderStandings } from './order-standings.js';
import { sumTeamStats } from './sum-team-stats.js';
import type { MatchTally, StandingsContext } from './standings-types.js';
import type { TieBreakerKey } from './tie-breakers.js';

const noMaps = { wins: 0, losses: 0, draws: 0, pointsFor: 0, pointsAgainst: 0 };

function win(winner: string, loser: string): MatchTally {
  return {
    id: `${winner}-${loser}`,
    teams: [winner, loser],
    winner,
    loser,
    forfeit: false,
    maps: [noMaps, noMaps],
  };
}

function contextFor(teams: readonly string[], tallies: readonly MatchTally[]): StandingsContext {
  return {
    stats: sumTeamStats(teams, tallies),
    tallies,
    seedPositions: new Map(teams.map((team, index) => [team, index + 1])),
    manualPositions: new Map(),
  };
}

describe('orderStandings (RULES d.4)', () => {
  // Among all five, A, B, C have 2 wins (circle among them plus wins over D and E); D beats E.
  const teams = ['E', 'D', 'C', 'B', 'A'];
  const tallies = [
    win('A', 'B'),
    win('B', 'C'),
    win('C', 'A'),
    win('A', 'D'),
    win('B', 'E'),
    win('C', 'D'),
    win('D', 'E'),
  ];

  it.each([
    [
      ['match-wins', 'head-to-head', 'seed'],
      ['C', 'B', 'A', 'D', 'E'],
      [
        ['C', 'B', 'seed', 3, 4, ['C', 'B', 'A']],
        ['B', 'A', 'seed', 4, 5, ['C', 'B', 'A']],
        ['A', 'D', 'match-wins', 2, 1, ['C', 'B', 'A', 'D', 'E']],
        ['D', 'E', 'match-wins', 1, 0, ['C', 'B', 'A', 'D', 'E']],
      ],
    ],
    [
      ['match-wins'],
      ['C', 'B', 'A', 'D', 'E'],
      [
        ['C', 'B', null, null, null, ['C', 'B', 'A']],
        ['B', 'A', null, null, null, ['C', 'B', 'A']],
        ['A', 'D', 'match-wins', 2, 1, ['C', 'B', 'A', 'D', 'E']],
        ['D', 'E', 'match-wins', 1, 0, ['C', 'B', 'A', 'D', 'E']],
      ],
    ],
    [
      ['seed'],
      ['E', 'D', 'C', 'B', 'A'],
      [
        ['E', 'D', 'seed', 1, 2, teams],
        ['D', 'C', 'seed', 2, 3, teams],
        ['C', 'B', 'seed', 3, 4, teams],
        ['B', 'A', 'seed', 4, 5, teams],
      ],
    ],
  ] as const)('chain %j → %j', (chain, order, decisions) => {
    const result = orderStandings(
      teams,
      chain as readonly TieBreakerKey[],
      contextFor(teams, tallies),
    );
    expect(result.order).toEqual(order);
    expect(
      result.decisions.map((d) => [
        d.upper,
        d.lower,
        d.criterion,
        d.upperValue,
        d.lowerValue,
        d.members,
      ]),
    ).toEqual(decisions);
  });

  it.each([
    [[], []],
    [['A'], []],
  ] as const)('orders %j without decisions', (few, decisions) => {
    expect(orderStandings(few, ['match-wins'], contextFor(few, []))).toEqual({
      order: few,
      decisions,
    });
  });
});
