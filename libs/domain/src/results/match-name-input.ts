/** A team as names and labels need it (spec record shape). */
export interface TeamNameInput {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly code?: string | null;
}

/** An event as names and labels need it. */
export interface EventNameInput {
  readonly name?: string | null;
  readonly short?: string | null;
}

/** The fields of a match that decide its name (spec public-site §3, §9). */
export interface MatchNameInput {
  readonly custom_name?: string | null;
  readonly special_event?: boolean | null;
  /** Teams in stored order; null entries stand for a team not set yet. */
  readonly teams?: readonly (TeamNameInput | null | undefined)[] | null;
  readonly event?: EventNameInput | null;
}
