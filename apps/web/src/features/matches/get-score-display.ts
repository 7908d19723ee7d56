import {
  getForfeitDisplay,
  getMatchWinner,
  isMatchComplete,
  type ForfeitMark,
} from '@castline/domain';

/** What a match shows between its teams. */
export type ScoreDisplay =
  | {
      readonly kind: 'forfeit';
      readonly marks: readonly [ForfeitMark, ForfeitMark];
      readonly winner: 1 | 2 | null;
    }
  | {
      readonly kind: 'score';
      readonly scores: readonly [number, number];
      readonly winner: 1 | 2 | null;
      readonly complete: boolean;
    }
  | { readonly kind: 'vs' };

/** The fields that decide the display. */
export interface ScoreDisplayInput {
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly forfeit?: boolean | null;
  readonly live?: boolean | null;
}

/**
 * The score shown for a match (public-site §4 "Match results"): a forfeit shows W / FF (getForfeitDisplay); a
 * finished, live or started match shows its scores and the winner once decided; otherwise 'vs'.
 */
export function getScoreDisplay(match: ScoreDisplayInput): ScoreDisplay {
  const marks = getForfeitDisplay(match);
  if (marks) return { kind: 'forfeit', marks, winner: getMatchWinner(match) };
  const score1 = match.score_1 ?? 0;
  const score2 = match.score_2 ?? 0;
  const complete = isMatchComplete(match);
  if (complete || match.live === true || score1 > 0 || score2 > 0) {
    return { kind: 'score', scores: [score1, score2], winner: getMatchWinner(match), complete };
  }
  return { kind: 'vs' };
}
