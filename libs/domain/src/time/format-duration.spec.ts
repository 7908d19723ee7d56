import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [43389, '12:03:09'],
    [360000, '100:00:00'],
    [59.9, '0:59'],
    [-10, '0:00'],
    [Number.NaN, '0:00'],
  ])('%p s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
