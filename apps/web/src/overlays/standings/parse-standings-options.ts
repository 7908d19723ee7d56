import { hasFlag } from '../shell/read-option.js';

/** The standings route's options (OVERLAYS §1 standings). */
export interface StandingsOptions {
  /** `stage` / `group`: the match group (or entry key or title) to show; null: the broadcast's current stage. */
  readonly stage: string | null;
  /**
   * `explain` (also `explainer`): show the stored tie-break explainer (RULES d.5) under the table: the sentence of
   * every adjacent pair and the chain used. Off by default; a producer opens a second source (or edits the
   * source's address) when the desk talks through a tie.
   */
  readonly explain: boolean;
}

/** Reads the standings options from the query parameters (the first non-blank stage / group wins). */
export function parseStandingsOptions(params: URLSearchParams): StandingsOptions {
  const stage =
    [...params.getAll('stage'), ...params.getAll('group')]
      .map((value) => value.trim())
      .find((value) => value !== '') ?? null;
  return { stage, explain: hasFlag(params, 'explain', 'explainer') };
}
