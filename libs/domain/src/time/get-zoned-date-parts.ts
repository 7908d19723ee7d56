import { toEpochMilliseconds, type Instant } from './to-epoch-milliseconds.js';

/** Calendar and clock fields of an instant as seen in one time zone (24-hour clock). */
export interface ZonedDateParts {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  /** 'Jan' .. 'Dec' */
  readonly monthShort: string;
  /** 1-31 */
  readonly day: number;
  /** 'Sun' .. 'Sat' */
  readonly weekdayShort: string;
  /** 0-23 */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

// Formatter construction is costly; caching one per zone is invisible to callers (no observable state).
const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Splits an instant into its wall-clock fields in an IANA time zone using Intl only (public-site §9 date format). */
export function getZonedDateParts(instant: Instant, timeZone: string): ZonedDateParts {
  const parts = getFormatter(timeZone).formatToParts(toEpochMilliseconds(instant));
  const read = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '';
  const month = Number(read('month'));
  return {
    year: Number(read('year')),
    month,
    monthShort: MONTHS_SHORT[month - 1] ?? '',
    day: Number(read('day')),
    weekdayShort: read('weekday'),
    hour: Number(read('hour')) % 24,
    minute: Number(read('minute')),
    second: Number(read('second')),
  };
}
