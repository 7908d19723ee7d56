import { formatDate } from './format-date.js';

describe('formatDate', () => {
  it.each([
    // the spec's example instant
    ['2026-11-22T00:30:00Z', 'America/New_York', false, 'Sat 21st Nov 2026 7:30pm ET'],
    ['2026-11-22T00:30:00Z', 'America/New_York', true, 'Sat 21st Nov 2026 19:30 ET'],
    // New York across the March DST change (EST → EDT, both ET)
    ['2026-03-08T06:59:00Z', 'America/New_York', false, 'Sun 8th Mar 2026 1:59am ET'],
    ['2026-03-08T07:00:00Z', 'America/New_York', false, 'Sun 8th Mar 2026 3:00am ET'],
    ['2026-01-01T05:00:00Z', 'America/New_York', false, 'Thu 1st Jan 2026 12:00am ET'],
    ['2026-01-01T05:00:00Z', 'America/New_York', true, 'Thu 1st Jan 2026 00:00 ET'],
    ['2026-06-12T16:05:00Z', 'America/New_York', false, 'Fri 12th Jun 2026 12:05pm ET'],
    // Los Angeles across the November change (PDT → PST, both PT)
    ['2026-11-01T08:59:00Z', 'America/Los_Angeles', false, 'Sun 1st Nov 2026 1:59am PT'],
    ['2026-11-01T09:00:00Z', 'America/Los_Angeles', false, 'Sun 1st Nov 2026 1:00am PT'],
    // London across both changes (GMT and BST are both UK)
    ['2026-03-29T00:59:00Z', 'Europe/London', false, 'Sun 29th Mar 2026 12:59am UK'],
    ['2026-03-29T01:00:00Z', 'Europe/London', false, 'Sun 29th Mar 2026 2:00am UK'],
    ['2026-07-01T18:00:00Z', 'Europe/London', true, 'Wed 1st Jul 2026 19:00 UK'],
    ['2026-10-25T00:59:00Z', 'Europe/London', true, 'Sun 25th Oct 2026 01:59 UK'],
    ['2026-10-25T01:00:00Z', 'Europe/London', true, 'Sun 25th Oct 2026 01:00 UK'],
    // Berlin keeps Intl's CET / CEST
    ['2026-03-29T00:59:00Z', 'Europe/Berlin', true, 'Sun 29th Mar 2026 01:59 CET'],
    ['2026-03-29T01:00:00Z', 'Europe/Berlin', true, 'Sun 29th Mar 2026 03:00 CEST'],
    ['2026-10-25T00:59:00Z', 'Europe/Berlin', false, 'Sun 25th Oct 2026 2:59am CEST'],
    ['2026-10-25T01:00:00Z', 'Europe/Berlin', false, 'Sun 25th Oct 2026 2:00am CET'],
    // fixed offsets (Etc/GMT-2 is UTC+2)
    ['2026-11-22T00:30:00Z', 'Etc/GMT-2', false, 'Sun 22nd Nov 2026 2:30am UTC+2'],
    ['2026-11-22T00:30:00Z', 'Etc/GMT+5', false, 'Sat 21st Nov 2026 7:30pm UTC-5'],
    ['2026-11-22T00:30:00Z', 'Etc/GMT', true, 'Sun 22nd Nov 2026 00:30 UTC'],
    ['2026-12-31T12:00:00Z', 'Etc/GMT-12', false, 'Fri 1st Jan 2027 12:00am UTC+12'],
    ['2026-01-01T11:59:00Z', 'Etc/GMT+12', true, 'Wed 31st Dec 2025 23:59 UTC-12'],
    // a zone Intl only names by offset
    ['2026-06-12T16:05:00Z', 'Asia/Kolkata', false, 'Fri 12th Jun 2026 9:35pm UTC+5:30'],
  ] as const)('%s in %s (24h %s) → %s', (instant, zone, use24, expected) => {
    expect(formatDate(instant, zone, use24)).toBe(expected);
  });

  it('accepts a Date and epoch milliseconds alike', () => {
    const ms = Date.parse('2026-11-22T00:30:00Z');
    expect(formatDate(new Date(ms), 'America/New_York')).toBe('Sat 21st Nov 2026 7:30pm ET');
    expect(formatDate(ms, 'America/New_York')).toBe('Sat 21st Nov 2026 7:30pm ET');
  });

  it.each([['not a date'], [Number.NaN]])('rejects the unreadable instant %p', (instant) => {
    expect(() => formatDate(instant, 'Europe/London')).toThrow(RangeError);
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
