import type { GameProfile } from './game-profile.js';
import { getBestOfLabel } from './get-best-of-label.js';
import { getFirstToLabel } from './get-first-to-label.js';
import type { SeriesLabelLength } from './get-first-to-label.js';

/** The series label in the game's wording (RULES.md (e) "Series wording"): first to or best of. */
export function getSeriesLabel(
  profile: GameProfile,
  firstTo: number,
  length: SeriesLabelLength,
): string {
  return profile.seriesWording === 'best-of'
    ? getBestOfLabel(firstTo, length)
    : getFirstToLabel(firstTo, length);
}
