import { getFirstToLabel } from './get-first-to-label.js';

describe('getFirstToLabel', () => {
  it.each([
    [1, 'short', 'FT1'],
    [3, 'short', 'FT3'],
    [3, 'long', 'First to 3'],
    [10, 'long', 'First to 10'],
  ] as const)('first_to %i (%s) → %s', (firstTo, length, label) => {
    expect(getFirstToLabel(firstTo, length)).toBe(label);
  });
});
