import { describe, expect, it } from 'vitest';
import { formatHistoryDate } from './format-history-date.js';

describe('formatHistoryDate (the broadcast timezone)', () => {
  it.each<[string | null, string | null, string | null]>([
    ['2026-11-21T18:00:00.000Z', 'America/New_York', 'Nov 21'],
    // 02:00 UTC on the 22nd is still the 21st in New York, already the 22nd in Berlin.
    ['2026-11-22T02:00:00.000Z', 'America/New_York', 'Nov 21'],
    ['2026-11-22T02:00:00.000Z', 'Europe/Berlin', 'Nov 22'],
    ['2026-11-22T02:00:00.000Z', null, 'Nov 21'],
    ['2026-11-22T02:00:00.000Z', '  ', 'Nov 21'],
    ['2026-11-22T02:00:00.000Z', 'Not/AZone', 'Nov 21'],
    ['2026-11-22T12:00:00.000Z', 'Pacific/Kiritimati', 'Nov 23'],
    [null, 'UTC', null],
    ['not a date', 'UTC', null],
  ])('%s in %s → %s', (start, zone, expected) => {
    expect(formatHistoryDate(start, zone)).toBe(expected);
  });
});
