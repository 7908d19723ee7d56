import { tallyMatch } from './tally-match.js';
import type { StandingsMatchInput } from './standings-types.js';

const base = { id: 'm1', teams: ['A', 'B'], first_to: 2 } as const;

const played: StandingsMatchInput = {
  ...base,
  score_1: 2,
  score_2: 1,
  maps: [
    { winner: 'A', score_1: 3, score_2: 1 },
    { banner: 'B', winner: 'A', score_1: 9, score_2: 9 },
    { draw: true, score_1: 2, score_2: 2 },
    { winner: 'B', score_1: 0, score_2: 2 },
    { winner: 'A', score_1: 4, score_2: 3 },
    { winner: null, score_1: 1, score_2: 0 },
    { winner: 'Z', score_1: 5, score_2: 5 },
  ],
};

const forfeit: StandingsMatchInput = {
  ...base,
  score_1: 0,
  score_2: 2,
  forfeit: true,
  maps: [{ winner: 'A', score_1: 3, score_2: 0 }],
};

describe('tallyMatch', () => {
  it.each([
    [
      'counts won and drawn maps, skips banned, unplayed and foreign-winner maps',
      played,
      'sweep',
      { winner: 'A', loser: 'B', forfeit: false },
      [
        { wins: 2, losses: 1, draws: 1, pointsFor: 9, pointsAgainst: 8 },
        { wins: 1, losses: 2, draws: 1, pointsFor: 8, pointsAgainst: 9 },
      ],
    ],
    [
      'turns a forfeit into a first_to–0 sweep for the winner',
      forfeit,
      'sweep',
      { winner: 'B', loser: 'A', forfeit: true },
      [
        { wins: 0, losses: 2, draws: 0, pointsFor: 0, pointsAgainst: 0 },
        { wins: 2, losses: 0, draws: 0, pointsFor: 0, pointsAgainst: 0 },
      ],
    ],
    [
      'gives a forfeit no map statistics with forfeitMaps none',
      forfeit,
      'none',
      { winner: 'B', loser: 'A', forfeit: true },
      [
        { wins: 0, losses: 0, draws: 0, pointsFor: 0, pointsAgainst: 0 },
        { wins: 0, losses: 0, draws: 0, pointsFor: 0, pointsAgainst: 0 },
      ],
    ],
  ] as const)('%s', (_name, match, forfeitMaps, result, maps) => {
    expect(tallyMatch(match, forfeitMaps)).toEqual({
      id: 'm1',
      teams: ['A', 'B'],
      ...result,
      maps,
    });
  });

  it.each([
    ['an unfinished match', { ...base, score_1: 1, score_2: 1 }],
    ['a match without first_to', { ...base, first_to: null, score_1: 0, score_2: 0 }],
    ['a match with both scores at first_to', { ...base, score_1: 2, score_2: 2 }],
    ['a match with one team', { ...base, teams: ['A'], score_1: 2, score_2: 0 }],
    ['a match with an empty team', { ...base, teams: ['A', null], score_1: 2, score_2: 0 }],
    ['a team against itself', { ...base, teams: ['A', 'A'], score_1: 2, score_2: 0 }],
  ] as const)('skips %s', (_name, match) => {
    expect(tallyMatch(match)).toBeNull();
  });
});
