import { describe, expect, it } from 'vitest';
import { formatScheduleTime, resolveOverlayTimeZone } from './format-schedule-time.js';

const NOW = Date.parse('2026-11-27T20:00:00Z'); // Fri 27 Nov, 3pm in New York

describe('formatScheduleTime', () => {
  it.each([
    ['same day in the zone', '2026-11-27T23:30:00Z', 'America/New_York', '6:30pm'],
    ['next day in the zone', '2026-11-28T15:00:00Z', 'America/New_York', 'Sat 10:00am'],
    [
      'same UTC date but the previous day in the zone',
      '2026-11-27T03:00:00Z',
      'America/New_York',
      'Thu 10:00pm',
    ],
    ['UTC zone', '2026-11-27T21:05:00Z', 'UTC', '9:05pm'],
  ])('%s', (_name, start, zone, expected) => {
    expect(formatScheduleTime(start, NOW, zone)).toBe(expected);
  });
  it.each([null, undefined, '', 'soon'])('no start (%s) → null', (start) => {
    expect(formatScheduleTime(start, NOW, 'UTC')).toBeNull();
  });
});

describe('resolveOverlayTimeZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    [' Europe/Berlin ', 'Europe/Berlin'],
    ['Not/AZone', 'UTC'],
    ['', 'UTC'],
    [null, 'UTC'],
    [42, 'UTC'],
  ])('%s → %s', (input, expected) => {
    expect(resolveOverlayTimeZone(input)).toBe(expected);
  });
});
