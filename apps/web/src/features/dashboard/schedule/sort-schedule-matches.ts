import { isThingReady, type Loadable } from '../../../lib/things/thing-types.js';

/**
 * The schedule's rows in start order, as the schedule overlay lists them (earliest first); a match without a start
 * (or not loaded yet) keeps its place after the dated ones, in the broadcast's stored order.
 */
export function sortScheduleMatches(
  ids: readonly string[],
  entries: readonly (Loadable<{ readonly start?: string | null }> | undefined)[],
): string[] {
  const startOf = (i: number): number => {
    const entry = entries[i];
    const start = isThingReady(entry) ? entry.start : null;
    const time = start ? Date.parse(start) : Number.NaN;
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return ids
    .map((id, i) => ({ id, i, time: startOf(i) }))
    .sort((a, b) => (a.time === b.time ? a.i - b.i : a.time - b.time))
    .map((row) => row.id);
}
