/** Two minutes in milliseconds. */
const TWO_MINUTES_MS = 120_000;

/**
 * Spec broadcast §4, RULES.md (f): the live match counts for break controls only when it starts more than
 * 2 minutes after `now`. start is ms or an ISO date text; a missing or unreadable start never counts.
 */
export function isMatchStartAhead(start: number | string | null | undefined, now: number): boolean {
  if (start === null || start === undefined || start === '') return false;
  const startMs = typeof start === 'number' ? start : Date.parse(start);
  if (!Number.isFinite(startMs)) return false;
  return startMs - now > TWO_MINUTES_MS;
}
