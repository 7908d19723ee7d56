/** The fields of a scheduled match the schedule overlay selects and orders by. */
export interface ScheduleMatchFlags {
  readonly id: string;
  readonly start?: string | null;
  readonly show_on_overlays?: boolean | null;
  readonly show_on_secondary_overlays?: boolean | null;
}

const startOf = (match: ScheduleMatchFlags): number | null => {
  const ms = match.start ? Date.parse(match.start) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The matches a schedule shows (OVERLAYS §1 schedule; RULES (f) Schedule slide): the broadcast schedule's matches
 * with show_on_overlays, or show_on_secondary_overlays for the `secondary` schedule. Ordered by start time;
 * matches without a start come last; equal starts keep the stored schedule order. Duplicates are dropped.
 */
export function selectScheduleMatches<T extends ScheduleMatchFlags>(
  matches: readonly T[],
  secondary: boolean,
): T[] {
  const seen = new Set<string>();
  const shown = matches
    .map((match, index) => ({ match, index, start: startOf(match) }))
    .filter(({ match }) => {
      if (seen.has(match.id)) return false;
      seen.add(match.id);
      return secondary
        ? match.show_on_secondary_overlays === true
        : match.show_on_overlays === true;
    });
  shown.sort((a, b) => {
    if (a.start !== null && b.start !== null && a.start !== b.start) return a.start - b.start;
    if (a.start === null && b.start !== null) return 1;
    if (b.start === null && a.start !== null) return -1;
    return a.index - b.index;
  });
  return shown.map(({ match }) => match);
}
