/** The fields of a map entry in a match that decide its result (spec §3 "Map entry in a match", snake_case). */
export interface MapResultInput {
  /** Team id of the map winner, or null. */
  readonly winner?: string | null;
  readonly draw?: boolean | null;
  /** Team id of the team that banned the map, or null. */
  readonly banner?: string | null;
  /** Points (rounds, score) of the match's first team on this map. */
  readonly score_1?: number | null;
  /** Points (rounds, score) of the match's second team on this map. */
  readonly score_2?: number | null;
}

/** How a map of a match ended (spec public-site §4 "Match results"). */
export type MapOutcome = 'played' | 'drawn' | 'unplayed' | 'banned';
