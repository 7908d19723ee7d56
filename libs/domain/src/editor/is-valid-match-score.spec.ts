import { isValidMatchScore } from './is-valid-match-score.js';

describe('isValidMatchScore', () => {
  it.each([
    [0, 3, true],
    [3, 3, true],
    [2, 3, true],
    [4, 3, false],
    [-1, 3, false],
    [1.5, 3, false],
    [Number.NaN, 3, false],
    [0, 0, true],
  ])('%d with first_to %i → %s', (score, firstTo, valid) => {
    expect(isValidMatchScore(score, firstTo)).toBe(valid);
  });
});
