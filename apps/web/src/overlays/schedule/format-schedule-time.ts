import { formatClockTime, getZonedDateParts } from '@castline/domain';

/**
 * A schedule row's start time in the broadcast's time zone (OVERLAYS §1 schedule): the clock time ('7:30pm')
 * for a match on the same day as `now` there, else the short weekday first ('Sat 7:30pm'); null for no (or an
 * unreadable) start.
 */
export function formatScheduleTime(
  start: string | null | undefined,
  now: number,
  timeZone: string,
): string | null {
  const ms = start ? Date.parse(start) : NaN;
  if (!Number.isFinite(ms)) return null;
  const time = formatClockTime(ms, timeZone);
  const day = getZonedDateParts(ms, timeZone);
  const today = getZonedDateParts(now, timeZone);
  const sameDay = day.year === today.year && day.month === today.month && day.day === today.day;
  return sameDay ? time : `${day.weekdayShort} ${time}`;
}

/** The zone an overlay shows times in: the broadcast's timezone when it is a known zone, else UTC. */
export function resolveOverlayTimeZone(timezone: unknown): string {
  if (typeof timezone !== 'string' || timezone.trim() === '') return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone.trim() });
    return timezone.trim();
  } catch {
    return 'UTC';
  }
}
