/** broadcast_settings values the bracket reads (broadcast §3). */
export const SETTING_HIGHLIGHT_LIVE_MATCH = 'Highlight live match on bracket';
export const SETTING_HIGHLIGHT_TEAM = 'Highlight team on bracket';

export interface BracketHighlightsInput {
  readonly broadcastSettings?: readonly string[] | null;
  /** The broadcast's highlight_team id. */
  readonly highlightTeamId?: string | null;
  readonly liveMatchId?: string | null;
  /** The bracket's ordered_matches ids (match number N = position N, 1-based). */
  readonly orderedMatchIds: readonly string[];
}

export interface BracketHighlights {
  /** Number N of the live match in this bracket, when 'Highlight live match on bracket' is set. */
  readonly liveMatch: number | null;
  /** The highlight_team, when 'Highlight team on bracket' is set. */
  readonly teamId: string | null;
}

/**
 * What the bracket overlay highlights (OVERLAYS §1 bracket): with 'Highlight live match on bracket', the live
 * match's card (when the bracket lists it); with 'Highlight team on bracket', the path of the broadcast's
 * highlight_team. Each needs its setting; both may be on at once.
 */
export function getBracketHighlights(input: BracketHighlightsInput): BracketHighlights {
  const settings = input.broadcastSettings ?? [];
  const index =
    settings.includes(SETTING_HIGHLIGHT_LIVE_MATCH) && input.liveMatchId
      ? input.orderedMatchIds.indexOf(input.liveMatchId)
      : -1;
  return {
    liveMatch: index >= 0 ? index + 1 : null,
    teamId: settings.includes(SETTING_HIGHLIGHT_TEAM) ? input.highlightTeamId || null : null,
  };
}
