import { getBreakSlideIndex } from './get-break-slide-index.js';

describe('getBreakSlideIndex', () => {
  it.each([
    [1_000, 1_000, 3, 0],
    [20_999, 1_000, 3, 0],
    [21_000, 1_000, 3, 1],
    [41_000, 1_000, 3, 2],
    [61_000, 1_000, 3, 0],
    [119_999, 0, 4, 1],
    [500_000, 0, 1, 0],
    [0, 10_000, 3, 2],
    [5_000, 0, 0, null],
  ])('now %i, epoch %i, %i slides → %j', (now, epoch, count, index) => {
    expect(getBreakSlideIndex(now, epoch, count)).toBe(index);
  });
});
