/** A live team as the slot rule reads it: its roster (player ids). */
export interface CamTeamInput {
  readonly players: readonly string[];
}

export interface PickTeamCamsInput {
  /** The broadcast's team_1_player_cams and team_2_player_cams (the match's team 1 and team 2). */
  readonly slots: readonly [readonly string[], readonly string[]];
  /** The live match's teams in display order (flip_teams applied); null for an empty side. */
  readonly teams: readonly [CamTeamInput | null, CamTeamInput | null];
  /** flip_teams: display side 1 is the match's team 2. */
  readonly flipped: boolean;
  /** use_cam of the players read so far (crew-only: absent in a public read). */
  readonly useCam: (playerId: string) => boolean;
}

/**
 * The player cams of each side, in display order (OVERLAYS §1 cams/desk, cams/ingame): the broadcast's cam slots
 * of that team (team_1_player_cams / team_2_player_cams, set with Player Cams), else the live team's players
 * with use_cam, in roster order. With flip_teams the match's team 2 is shown first, with its own slots.
 */
export function pickTeamCams(input: PickTeamCamsInput): [string[], string[]] {
  const side = (display: 0 | 1): string[] => {
    const slots = input.slots[input.flipped ? 1 - display : display] ?? [];
    if (slots.length > 0) return [...slots];
    return (input.teams[display]?.players ?? []).filter((id) => input.useCam(id));
  };
  return [side(0), side(1)];
}
