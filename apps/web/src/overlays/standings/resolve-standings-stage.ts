export interface StandingsStageInput {
  /** The overlay's `stage` / `group` option (or the panel's stage prop); null or blank when not given. */
  readonly stage?: string | null;
  /** The broadcast's current_stage. */
  readonly currentStage?: string | null;
  /** The live match's match_group. */
  readonly liveMatchGroup?: string | null;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The stage a standings table shows (OVERLAYS §1 standings; RULES (f) Standings slide): the given stage, else the
 * broadcast's current_stage, else the live match's match_group; null when none of them is set.
 */
export function resolveStandingsStage(input: StandingsStageInput): string | null {
  return text(input.stage) ?? text(input.currentStage) ?? text(input.liveMatchGroup);
}
