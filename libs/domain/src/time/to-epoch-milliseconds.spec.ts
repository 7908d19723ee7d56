import { toEpochMilliseconds } from './to-epoch-milliseconds.js';

describe('toEpochMilliseconds', () => {
  const ms = Date.parse('2026-11-22T00:30:00Z');
  it.each([[new Date(ms)], [ms], ['2026-11-22T00:30:00Z'], ['2026-11-21T19:30:00-05:00']])(
    '%p → epoch ms',
    (instant) => {
      expect(toEpochMilliseconds(instant)).toBe(ms);
    },
  );

  it.each([['yesterday'], [Number.POSITIVE_INFINITY], [new Date(Number.NaN)]])(
    'rejects %p',
    (instant) => {
      expect(() => toEpochMilliseconds(instant)).toThrow(RangeError);
    },
  );
});
