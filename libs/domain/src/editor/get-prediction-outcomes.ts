import { DRAW_OUTCOME } from './twitch.js';
import type { PredictionType, TwitchTeamInput } from './twitch.js';

/** What the outcomes of a prediction depend on. */
export interface PredictionOutcomesInput {
  readonly type: PredictionType;
  /** Teams in stored order. */
  readonly teams: readonly (TwitchTeamInput | null | undefined)[];
  /** The current map's type (Map data type), for map predictions. */
  readonly mapType?: string | null;
  /** Broadcast setting "Allow draw predictions". */
  readonly allowDrawPredictions: boolean;
}

/** Longest outcome title. */
const MAX_OUTCOME = 25;

/**
 * RULES.md (i) create: one outcome per team (safe_twitch_name, else name, cut to 25 characters; 'TBD' when
 * missing), plus "Draw" for a map prediction when the map's type is not Control and "Allow draw predictions" is on.
 */
export function getPredictionOutcomes(input: PredictionOutcomesInput): string[] {
  const outcomes = [0, 1].map((index) => {
    const team = input.teams[index];
    const label = team?.safe_twitch_name?.trim() || team?.name?.trim() || 'TBD';
    return Array.from(label).slice(0, MAX_OUTCOME).join('');
  });
  if (input.type === 'map' && input.mapType !== 'Control' && input.allowDrawPredictions) {
    outcomes.push(DRAW_OUTCOME);
  }
  return outcomes;
}
