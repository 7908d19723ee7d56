import { isValidMapScore } from './is-valid-map-score.js';

describe('isValidMapScore', () => {
  it.each([
    [0, true],
    [1, true],
    [250, true],
    [-1, false],
    [0.5, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('%d → %s', (score, valid) => {
    expect(isValidMapScore(score)).toBe(valid);
  });
});
