import { formatClockTime } from './format-clock-time.js';
import { formatOrdinal } from './format-ordinal.js';
import { getTimeZoneAbbreviation } from './get-time-zone-abbreviation.js';
import { getZonedDateParts } from './get-zoned-date-parts.js';
import type { Instant } from './to-epoch-milliseconds.js';

/**
 * The default date format '{day-short} {date-ordinal} {month-short} {year} {time} {tz}' (public-site §9),
 * e.g. 'Sat 21st Nov 2026 7:30pm ET', or '... 19:30 ET' with the user's 24-hour option.
 */
export function formatDate(instant: Instant, timeZone: string, use24HourTime = false): string {
  const parts = getZonedDateParts(instant, timeZone);
  return [
    parts.weekdayShort,
    formatOrdinal(parts.day),
    parts.monthShort,
    String(parts.year),
    formatClockTime(instant, timeZone, use24HourTime),
    getTimeZoneAbbreviation(instant, timeZone),
  ].join(' ');
}
