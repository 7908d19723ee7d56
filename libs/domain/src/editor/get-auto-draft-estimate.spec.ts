import { getAutoDraftEstimate } from './get-auto-draft-estimate.js';

describe('getAutoDraftEstimate', () => {
  it.each([
    [5, 20, 100],
    [2.5, 4, 10],
    [10, 0, 0],
    [10, -2, 0],
  ])('%d s × %i steps → %d s', (interval, steps, estimate) => {
    expect(getAutoDraftEstimate(interval, steps)).toBe(estimate);
  });
});
