import { getTeamMapScore } from './get-team-map-score.js';

describe('getTeamMapScore', () => {
  it.each([
    [0, 0, 0],
    [3, 1, 2.75],
    [3, 2, 2.5],
    [4, 0, 4],
    [0, 4, -1],
    [1, 3, 0.25],
  ])('%i wins, %i losses → %d', (wins, losses, score) => {
    expect(getTeamMapScore(wins, losses)).toBe(score);
  });
});
