import { getMapWinnerFromScore } from './get-map-winner-from-score.js';

describe('getMapWinnerFromScore', () => {
  it.each([
    [3, 1, ['a', 'b'], 'a'],
    [0, 2, ['a', 'b'], 'b'],
    [2, 2, ['a', 'b'], null],
    [0, 0, ['a', 'b'], null],
    [3, 1, [null, 'b'], null],
    [1, 3, ['a', undefined], null],
  ] as const)('%i-%i with %j → %j', (s1, s2, teams, winner) => {
    expect(getMapWinnerFromScore(s1, s2, teams)).toBe(winner);
  });
});
