import { getMatchCardNumber } from './get-match-card-number.js';

describe('getMatchCardNumber', () => {
  it.each([
    [5, undefined, '5'],
    [5, null, '5'],
    [5, ' ', '5'],
    [5, 12, '12'],
    [5, 'A3', 'A3'],
  ])('N=%s, match_number=%j → %s', (n, stored, expected) => {
    expect(getMatchCardNumber(n, stored)).toBe(expected);
  });
});
