import { getBestOf } from './get-best-of.js';

describe('getBestOf', () => {
  it.each([
    [1, 1],
    [2, 3],
    [3, 5],
    [4, 7],
    [0, 0],
    [-1, 0],
    [null, 0],
    [undefined, 0],
  ])('first_to %j → best of %i', (firstTo, bestOf) => {
    expect(getBestOf(firstTo)).toBe(bestOf);
  });
});
