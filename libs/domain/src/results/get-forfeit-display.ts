import type { MatchResultInput } from './match-result-input.js';

/** What a forfeited match shows instead of a score. */
export type ForfeitMark = 'W' | 'FF';

/**
 * Spec public-site §4 / broadcast §4: a forfeit with one side at first_to and the other at zero shows
 * 'W' for the winner and 'FF' for the forfeiting side, in stored team order; otherwise null (show scores).
 */
export function getForfeitDisplay(
  match: MatchResultInput,
): readonly [ForfeitMark, ForfeitMark] | null {
  if (match.forfeit !== true) return null;
  const firstTo = match.first_to ?? 0;
  if (firstTo <= 0) return null;
  const score1 = match.score_1 ?? 0;
  const score2 = match.score_2 ?? 0;
  if (score1 === firstTo && score2 === 0) return ['W', 'FF'];
  if (score2 === firstTo && score1 === 0) return ['FF', 'W'];
  return null;
}
