/** A map row of the match editor (spec broadcast §3 "Map record"; team fields hold team ids). */
export interface EditorMap {
  readonly id?: string | null;
  readonly map?: string | null;
  readonly number?: number | null;
  readonly winner?: string | null;
  readonly picker?: string | null;
  readonly banner?: string | null;
  readonly draw?: boolean | null;
  readonly public?: boolean | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly flip_pick_ban_order?: boolean | null;
  readonly replay_code?: string | null;
  readonly team_1_picks?: readonly string[] | null;
  readonly team_2_picks?: readonly string[] | null;
  readonly team_1_bans?: readonly string[] | null;
  readonly team_2_bans?: readonly string[] | null;
}

/** The match editor's working copy: the two match scores, first_to and the map rows. */
export interface EditorMatchState {
  readonly score_1: number;
  readonly score_2: number;
  readonly first_to: number;
  readonly maps: readonly EditorMap[];
}

/** Team ids of the match in stored order (missing teams as null). */
export type EditorTeamIds = readonly [string | null | undefined, string | null | undefined];

/** Editor settings that change how map results propagate. */
export interface EditorOptions {
  readonly teamIds: EditorTeamIds;
  /** User setting assumeLoserPicks (default on, public-site §3). */
  readonly assumeLoserPicks: boolean;
}
