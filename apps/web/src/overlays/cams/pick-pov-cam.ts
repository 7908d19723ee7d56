export interface PickPovCamInput {
  /** `player`: a player's record id (with or without its `rec` prefix) or name (any case). */
  readonly player: string | null;
  /** `number` / `num`: the 1-based cam of the list. */
  readonly number: number | null;
  /** The client's cams (its observer's current cams). */
  readonly clientCams: readonly string[];
  /** The client's team_1_cams and team_2_cams. */
  readonly clientTeamCams: readonly [readonly string[], readonly string[]];
  /** The broadcast's player cams per side (pickTeamCams). */
  readonly teamCams: readonly [readonly string[], readonly string[]];
  /** Names of the players known so far (for `player` by name). */
  readonly names: ReadonlyMap<string, string>;
}

/**
 * The one player cams/pov shows (OVERLAYS §1 cams/pov, "client cams"): the list is the client's cams, else its
 * team_1_cams then team_2_cams, else the broadcast's player cams (side 1 then side 2). `player` picks a player by
 * id or name (among the list and the known players); else `number` picks the nth of the list; else the first.
 * Null when there is none.
 */
export function pickPovCam(input: PickPovCamInput): string | null {
  const clientTeams = [...input.clientTeamCams[0], ...input.clientTeamCams[1]];
  const list =
    input.clientCams.length > 0
      ? [...input.clientCams]
      : clientTeams.length > 0
        ? clientTeams
        : [...input.teamCams[0], ...input.teamCams[1]];
  const wanted = input.player?.trim() ?? '';
  if (wanted !== '') {
    const id = /^[A-Za-z0-9]{14}$/.test(wanted) ? `rec${wanted}` : wanted;
    const known = new Set([...list, ...input.names.keys()]);
    if (known.has(id)) return id;
    const lower = wanted.toLowerCase();
    for (const candidate of known)
      if ((input.names.get(candidate) ?? '').trim().toLowerCase() === lower) return candidate;
    return null;
  }
  return list[(input.number ?? 1) - 1] ?? null;
}
