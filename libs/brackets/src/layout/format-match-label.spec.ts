import { formatMatchLabel } from './format-match-label.js';

describe('formatMatchLabel', () => {
  it.each([
    [5, undefined, 'Match 5'],
    [5, null, 'Match 5'],
    [5, '', 'Match 5'],
    [5, 12, 'Match 12'],
    [5, 'A3', 'Match A3'],
  ])('N=%s, match_number=%j → %s', (n, stored, expected) => {
    expect(formatMatchLabel(n, stored)).toBe(expected);
  });
});
