/** A schedule match's overlay flags. */
export interface OverlayFlags {
  readonly show_on_overlays?: boolean | null;
  readonly show_on_secondary_overlays?: boolean | null;
}

/**
 * RULES (f) Schedule slide: the schedule matches with show_on_overlays (show_on_secondary_overlays for the
 * `secondary` option); how many there are (0 skips the slide).
 */
export function countScheduleMatches(
  matches: readonly (OverlayFlags | null)[],
  secondary: boolean,
): number {
  return matches.filter(
    (m) => m !== null && (secondary ? m.show_on_secondary_overlays : m.show_on_overlays) === true,
  ).length;
}
