import { formatRankText } from './format-rank-text.js';

describe('formatRankText', () => {
  it.each([
    [1, 1, '#1'],
    [3, 2, '#3/4'],
    [5, 4, '#5-8'],
    [9, 8, '#9-16'],
    [9, 4, '#9-12'],
    [5, 3, '#5-7'],
  ])('place %s shared by %s → %s', (place, count, expected) => {
    expect(formatRankText(place, count)).toBe(expected);
  });
});
