import { getBestOfLabel } from './get-best-of-label.js';

describe('getBestOfLabel', () => {
  it.each([
    [1, 'short', 'BO1'],
    [2, 'short', 'BO3'],
    [3, 'long', 'Best of 5'],
    [4, 'long', 'Best of 7'],
  ] as const)('first_to %i (%s) → %s', (firstTo, length, label) => {
    expect(getBestOfLabel(firstTo, length)).toBe(label);
  });
});
