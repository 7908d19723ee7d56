import type { MapResultInput } from '../results/map-result-input.js';
import type { MatchResultInput } from '../results/match-result-input.js';
import { getMatchWinner } from '../results/get-match-winner.js';
import { DRAW_OUTCOME } from './twitch.js';
import type { PredictionType } from './twitch.js';

/** What resolving a prediction does. */
export type PredictionResolution =
  | { readonly action: 'resolve'; readonly outcome: string }
  | { readonly action: 'cancel' }
  | {
      readonly action: 'refuse';
      readonly code: 'undecided' | 'no-completed-map' | 'unknown-winner';
    };

/** The live match and the prediction's outcomes. */
export interface PredictionResolutionInput {
  readonly type: PredictionType;
  readonly match: MatchResultInput & {
    /** Team ids in stored order. */
    readonly teams?: readonly (string | null | undefined)[] | null;
    readonly maps?: readonly MapResultInput[] | null;
  };
  /** The prediction's outcome titles: team 1, team 2, then "Draw" when present. */
  readonly outcomes: readonly string[];
}

/**
 * RULES.md (i) resolve: a match prediction resolves to the outcome of the team at first_to (refused while
 * undecided). A map prediction resolves to the winner of the last completed unbanned map, or "Draw"; a drawn map
 * with no Draw outcome cancels instead.
 */
export function getPredictionResolution(input: PredictionResolutionInput): PredictionResolution {
  const teams = input.match.teams ?? [];
  const outcomeOf = (side: 1 | 2): PredictionResolution => {
    const outcome = input.outcomes[side - 1];
    return outcome === undefined
      ? { action: 'refuse', code: 'unknown-winner' }
      : { action: 'resolve', outcome };
  };
  if (input.type === 'match') {
    const winner = getMatchWinner(input.match);
    return winner === null ? { action: 'refuse', code: 'undecided' } : outcomeOf(winner);
  }
  const completed = (input.match.maps ?? []).filter(
    (map) => !map.banner && (map.winner || map.draw === true),
  );
  const last = completed[completed.length - 1];
  if (!last) return { action: 'refuse', code: 'no-completed-map' };
  if (last.winner) {
    if (teams[0] && last.winner === teams[0]) return outcomeOf(1);
    if (teams[1] && last.winner === teams[1]) return outcomeOf(2);
    return { action: 'refuse', code: 'unknown-winner' };
  }
  return input.outcomes.includes(DRAW_OUTCOME)
    ? { action: 'resolve', outcome: DRAW_OUTCOME }
    : { action: 'cancel' };
}
