/** The fields of a match that decide its result (spec record shape, snake_case). */
export interface MatchResultInput {
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly forfeit?: boolean | null;
}
