import { computeTokenExpiry } from './compute-token-expiry.js';

describe('computeTokenExpiry', () => {
  it.each([
    ['2026-01-01T00:00:00.000Z', 30, '2026-01-31T00:00:00.000Z'],
    ['2026-02-15T12:34:56.789Z', 30, '2026-03-17T12:34:56.789Z'],
    ['2026-03-28T10:00:00.000Z', 1, '2026-03-29T10:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 2, '2027-01-02T23:59:59.999Z'],
  ])(
    'a token issued at %s with a %i-day lifetime expires at %s (exact 24 h days, UTC)',
    (issued, days, expires) => {
      expect(computeTokenExpiry(new Date(issued), days).toISOString()).toBe(expires);
    },
  );

  it('does not change the issue date it is given', () => {
    const issued = new Date('2026-01-01T00:00:00.000Z');
    computeTokenExpiry(issued, 30);
    expect(issued.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a lifetime of %p days', (days) => {
    expect(() => computeTokenExpiry(new Date(), days)).toThrow(RangeError);
  });
});
