import fc from 'fast-check';
import { formatCountdown } from './format-countdown.js';

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [1, '0:01'],
    [999, '0:01'],
    [1000, '0:01'],
    [5000, '0:05'],
    [180_000, '3:00'],
    [300_000, '5:00'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_600_000, '60:00'],
    [3_600_001, '1:01'],
    [3_660_000, '1:01'],
    [5_400_000, '1:30'],
    [7_200_000, '2:00'],
    [36_000_000, '10:00'],
    [Number.NaN, '0:00'],
  ])('%p ms remaining → %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });

  it('never shows a negative value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (ms) => {
        expect(formatCountdown(ms)).toMatch(/^\d+:\d{2}$/);
      }),
    );
  });
});
