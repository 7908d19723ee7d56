import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.js';

const NOW = Date.parse('2026-05-01T18:00:00.000Z');

describe('formatCountdown', () => {
  it.each([
    ['no countdown', null, null],
    ['unreadable', 'soon', null],
    ['five minutes', NOW + 5 * 60_000, '5:00'],
    ['a part second rounds up', NOW + 4 * 60_000 + 59_001, '5:00'],
    ['just under a second', NOW + 400, '0:01'],
    ['exactly the end', NOW, '0:00'],
    ['holds at 0:00 after the end', NOW - 90_000, '0:00'],
    ['ten minutes', NOW + 600_000, '10:00'],
    ['59:59', NOW + 3_599_000, '59:59'],
    ['an hour: h:mm:ss', NOW + 3_600_000, '1:00:00'],
    ['above an hour', NOW + 3_600_000 + 5 * 60_000 + 7_000, '1:05:07'],
    ['many hours', NOW + 26 * 3_600_000, '26:00:00'],
    ['an ISO datetime', '2026-05-01T18:03:00.000Z', '3:00'],
  ])('%s', (_name, end, expected) => {
    expect(formatCountdown(end, NOW)).toBe(expected);
  });
});
