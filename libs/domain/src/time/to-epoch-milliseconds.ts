/** An instant in time: a Date, epoch milliseconds, or an ISO 8601 date-time string. */
export type Instant = Date | number | string;

/** Converts an instant to epoch milliseconds; throws a RangeError for an unreadable instant (shared helper of the time rules). */
export function toEpochMilliseconds(instant: Instant): number {
  const ms =
    instant instanceof Date
      ? instant.getTime()
      : typeof instant === 'number'
        ? instant
        : Date.parse(instant);
  if (!Number.isFinite(ms)) {
    throw new RangeError(`Invalid instant: ${String(instant)}`);
  }
  return ms;
}
