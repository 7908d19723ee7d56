import { formatClockTime } from './format-clock-time.js';
import { formatDate } from './format-date.js';
import { getTimeZoneAbbreviation } from './get-time-zone-abbreviation.js';
import { getZonedDateParts } from './get-zoned-date-parts.js';
import { toEpochMilliseconds, type Instant } from './to-epoch-milliseconds.js';

/** How far ahead a start may be and still be shown by weekday (broadcast spec §4 friendly start time). */
export const FRIENDLY_START_WEEKDAY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface FriendlyStartTimeInput {
  /** The match start; nothing is shown without one. */
  readonly start: Instant | null | undefined;
  /** The current time, passed in by the caller. */
  readonly now: Instant;
  readonly timeZone: string;
  readonly use24HourTime?: boolean;
  /** True once the match is decided (a score equals first_to): the start time is then hidden. */
  readonly isDecided?: boolean;
}

/**
 * Friendly start time on bracket cards (broadcast spec §4): null when there is no start or the match is decided;
 * the full date format when the start is past or more than 7 days ahead; else weekday and time, 'Sat 7:30pm ET'.
 */
export function formatFriendlyStartTime(input: FriendlyStartTimeInput): string | null {
  if (input.isDecided || input.start === null || input.start === undefined) return null;
  const start = toEpochMilliseconds(input.start);
  const now = toEpochMilliseconds(input.now);
  const use24HourTime = input.use24HourTime ?? false;
  if (start < now || start - now > FRIENDLY_START_WEEKDAY_WINDOW_MS) {
    return formatDate(start, input.timeZone, use24HourTime);
  }
  return [
    getZonedDateParts(start, input.timeZone).weekdayShort,
    formatClockTime(start, input.timeZone, use24HourTime),
    getTimeZoneAbbreviation(start, input.timeZone),
  ].join(' ');
}
