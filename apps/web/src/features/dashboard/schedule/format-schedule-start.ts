import {
  formatClockTime,
  formatOrdinal,
  getTimeZoneAbbreviation,
  getZonedDateParts,
} from '@castline/domain';

/**
 * A scheduled match's start in the broadcast's zone, in the site's date format (public-site §9, formatDate) split
 * over two lines for the Start time column: the date ('Fri 27th Nov 2026') and the time ('3:00pm ET').
 */
export function formatScheduleStart(
  start: string,
  timeZone: string,
  use24HourTime: boolean,
): { readonly date: string; readonly time: string } {
  const parts = getZonedDateParts(start, timeZone);
  return {
    date: [parts.weekdayShort, formatOrdinal(parts.day), parts.monthShort, String(parts.year)].join(
      ' ',
    ),
    time: [
      formatClockTime(start, timeZone, use24HourTime),
      getTimeZoneAbbreviation(start, timeZone),
    ].join(' '),
  };
}
