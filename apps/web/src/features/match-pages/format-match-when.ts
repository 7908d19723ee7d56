import {
  formatClockTime,
  formatOrdinal,
  getTimeZoneAbbreviation,
  getZonedDateParts,
} from '@castline/domain';

/**
 * A match start as two short lines for match lists (public-site §9 default date format, split): the date
 * ('Sat 21st Nov 2026') and the time with its zone ('5:25am ET'), in the user's zone and clock. Null without
 * a start.
 */
export function formatMatchWhen(
  start: string | null | undefined,
  timeZone: string,
  use24HourTime: boolean,
): { readonly date: string; readonly time: string } | null {
  if (!start) return null;
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return null;
  const parts = getZonedDateParts(instant, timeZone);
  return {
    date: `${parts.weekdayShort} ${formatOrdinal(parts.day)} ${parts.monthShort} ${parts.year}`,
    time: `${formatClockTime(instant, timeZone, use24HourTime)} ${getTimeZoneAbbreviation(instant, timeZone)}`,
  };
}
