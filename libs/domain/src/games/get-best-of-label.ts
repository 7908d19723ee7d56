import type { SeriesLabelLength } from './get-first-to-label.js';

/** "BO{2n−1}" / "Best of {2n−1}" for first_to n (RULES.md (i) {match_best_of_short} / {match_best_of_long}). */
export function getBestOfLabel(firstTo: number, length: SeriesLabelLength): string {
  const bestOf = firstTo * 2 - 1;
  return length === 'short' ? `BO${bestOf}` : `Best of ${bestOf}`;
}
