/** The fields of a match and its event that say where the match sits. */
export interface MatchContextInput {
  readonly round?: string | null;
  readonly week_text?: string | null;
  readonly match_group?: string | null;
  readonly sub_event?: string | null;
}

/**
 * A match's context line (public-site §2 "/streams": "its context"): the event (short, else name) and the
 * stage (round, else week text, else match group, else sub-event), joined by ' · '. Empty parts are left out.
 */
export function getMatchContext(
  match: MatchContextInput,
  event: { readonly short?: string | null; readonly name?: string | null } | null | undefined,
): string {
  const eventLabel = event?.short?.trim() || event?.name?.trim() || '';
  const stage =
    match.round?.trim() ||
    match.week_text?.trim() ||
    match.match_group?.trim() ||
    match.sub_event?.trim() ||
    '';
  return [eventLabel, stage].filter(Boolean).join(' · ');
}
