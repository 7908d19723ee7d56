import { getZonedDateParts } from './get-zoned-date-parts.js';
import type { Instant } from './to-epoch-milliseconds.js';

/** The {time} part of the date format (public-site §9): '7:30pm' / '12:05am', or '19:30' / '00:05' with the 24-hour option. */
export function formatClockTime(instant: Instant, timeZone: string, use24HourTime = false): string {
  const { hour, minute } = getZonedDateParts(instant, timeZone);
  const minutes = String(minute).padStart(2, '0');
  if (use24HourTime) return `${String(hour).padStart(2, '0')}:${minutes}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes}${hour < 12 ? 'am' : 'pm'}`;
}
