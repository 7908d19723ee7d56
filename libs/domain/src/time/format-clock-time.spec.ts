import { formatClockTime } from './format-clock-time.js';

describe('formatClockTime', () => {
  it.each([
    ['2026-06-01T00:00:00Z', false, '12:00am'],
    ['2026-06-01T00:00:00Z', true, '00:00'],
    ['2026-06-01T00:05:00Z', true, '00:05'],
    ['2026-06-01T09:05:00Z', false, '9:05am'],
    ['2026-06-01T09:05:00Z', true, '09:05'],
    ['2026-06-01T12:00:00Z', false, '12:00pm'],
    ['2026-06-01T19:30:59Z', false, '7:30pm'],
    ['2026-06-01T23:59:00Z', true, '23:59'],
  ] as const)('%s UTC (24h %s) → %s', (instant, use24, expected) => {
    expect(formatClockTime(instant, 'UTC', use24)).toBe(expected);
  });

  it.each([
    ['2026-06-01T00:00:07Z', false, '12:00:07am'],
    ['2026-06-01T00:00:07Z', true, '00:00:07'],
    ['2026-06-01T09:05:30.950Z', false, '9:05:30am'],
    ['2026-06-01T19:30:59Z', false, '7:30:59pm'],
    ['2026-06-01T23:59:59Z', true, '23:59:59'],
  ] as const)('%s UTC with seconds (24h %s) → %s', (instant, use24, expected) => {
    expect(formatClockTime(instant, 'UTC', use24, true)).toBe(expected);
  });
});
