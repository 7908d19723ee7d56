import { TIE_BREAKERS, type TieBreakerKey } from './tie-breakers.js';
import type { CriterionValue } from './standings-types.js';

/** Shown for a null value: a team missing from manualOrder or from the event's team list (new copy). */
export const UNLISTED_VALUE_TEXT = 'unlisted';

const RATE_DECIMALS = 3;
const MAX_DECIMALS = 6;

function formatOne(key: TieBreakerKey, value: CriterionValue, decimals: number): string {
  if (value === null) return UNLISTED_VALUE_TEXT;
  if (TIE_BREAKERS[key].format === 'rate') return value.toFixed(decimals);
  // Counts, positions and map scores (multiples of 0.25) print exactly: 3, -2, 2.75, 2.5.
  return String(value === 0 ? 0 : value);
}

/**
 * RULES d.5 value text for an explainer pair. Counts, diffs and positions are integers; map-score prints
 * its exact value (2.75); rates print as decimals with 3 places (0.667), widened (up to 6) only when two
 * different rates would otherwise read the same.
 */
export function formatCriterionValues(
  key: TieBreakerKey,
  upper: CriterionValue,
  lower: CriterionValue,
): [string, string] {
  let decimals = RATE_DECIMALS;
  let texts: [string, string] = [formatOne(key, upper, decimals), formatOne(key, lower, decimals)];
  while (upper !== lower && texts[0] === texts[1] && decimals < MAX_DECIMALS) {
    decimals += 1;
    texts = [formatOne(key, upper, decimals), formatOne(key, lower, decimals)];
  }
  return texts;
}
