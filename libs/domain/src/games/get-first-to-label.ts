/** Label length: short ("FT3") or long ("First to 3"). */
export type SeriesLabelLength = 'short' | 'long';

/** "FT{n}" / "First to {n}" (RULES.md (i) {match_first_to_short} / {match_first_to_long}). */
export function getFirstToLabel(firstTo: number, length: SeriesLabelLength): string {
  return length === 'short' ? `FT${firstTo}` : `First to ${firstTo}`;
}
