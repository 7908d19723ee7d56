import { getZonedDateParts } from './get-zoned-date-parts.js';
import type { Instant } from './to-epoch-milliseconds.js';

/**
 * The {time} part of the date format (public-site §9): '7:30pm' / '12:05am', or '19:30' / '00:05' with the 24-hour
 * option. `withSeconds` adds the seconds for a running clock (the dashboard's Local and Broadcast clocks):
 * '7:30:05pm' / '19:30:05'.
 */
export function formatClockTime(
  instant: Instant,
  timeZone: string,
  use24HourTime = false,
  withSeconds = false,
): string {
  const { hour, minute, second } = getZonedDateParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const minutes = withSeconds ? `${pad(minute)}:${pad(second)}` : pad(minute);
  if (use24HourTime) return `${pad(hour)}:${minutes}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes}${hour < 12 ? 'am' : 'pm'}`;
}
