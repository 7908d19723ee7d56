/** How a team's score shows on the HUD. */
export type ScoreDisplay =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'dots'; readonly filled: number; readonly total: number };

/** The most dots drawn (first_to above this shows numbers: dots would not fit the score box). */
export const MAX_SCORE_DOTS = 7;

/**
 * A team's score on the HUD: nothing with hide_scores; with 'Use dots instead of numbers for score', first_to dots
 * of which `score` are filled (numbers when first_to is unset or too large for dots); else the number (0 when the
 * match has no score yet).
 */
export function getScoreDisplay(
  score: number | null,
  firstTo: number | null,
  settings: { readonly hideScores: boolean; readonly useDots: boolean },
): ScoreDisplay {
  if (settings.hideScores) return { kind: 'hidden' };
  const value = Math.max(0, Math.trunc(score ?? 0));
  if (settings.useDots && firstTo !== null && firstTo > 0 && firstTo <= MAX_SCORE_DOTS) {
    return { kind: 'dots', filled: Math.min(value, firstTo), total: firstTo };
  }
  return { kind: 'number', text: String(value) };
}
