/** The live match fields the stinger route reads (broadcast §3 "Match"). */
export interface StingerLiveMatch {
  readonly teams?: readonly string[] | null;
  readonly flip_teams?: boolean | null;
}

/** The broadcast field the stinger route reads. */
export interface StingerTeamBroadcast {
  readonly highlight_team?: readonly string[] | null;
}

/** The stinger route's team options (parseOverlayOptions). */
export interface StingerTeamOptions {
  readonly team: string | null;
  readonly teamNum: 1 | 2 | null;
}

/**
 * The team the stinger route shows (OVERLAYS §1 "stinger (empty)": LM; BC highlight_team; team / teamNum), or null
 * (the stinger keeps its usual theme):
 *
 * - `teamNum=N` wins: the live match's N-th team **as displayed**. With flip_teams on, overlays draw the stored
 *   team 1 on the right, so the team displayed first (left) is the stored team 2: teamNum=1 then names `teams[1]`.
 *   teamNum therefore always matches what the other overlays show left to right, and toggle-flip-teams swaps it.
 *   No live match, or no team at that place: null.
 * - `team=highlight`: the broadcast's highlight_team (null when none).
 * - `team=<id>`: that team.
 * - Neither option: the broadcast's highlight_team when it has one, else null (the stinger as before).
 */
export function pickStingerTeam(
  liveMatch: StingerLiveMatch | null | undefined,
  broadcast: StingerTeamBroadcast | null | undefined,
  options: StingerTeamOptions,
): string | null {
  const highlighted = broadcast?.highlight_team?.[0] ?? null;
  if (options.teamNum !== null) {
    const teams = liveMatch?.teams ?? [];
    const displayed = liveMatch?.flip_teams === true ? [...teams].reverse() : teams;
    return displayed.length === 2 ? (displayed[options.teamNum - 1] ?? null) : null;
  }
  if (options.team === 'highlight') return highlighted;
  if (options.team !== null) return options.team;
  return highlighted;
}
