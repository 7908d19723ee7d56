import { TIE_BREAKERS, type TieBreakerKey } from './tie-breakers.js';
import type { CriterionValue } from './standings-types.js';

/**
 * RULES d.2 direction: negative when `a` ranks above `b` on `key`, positive when below, 0 when equal.
 * A null value (unlisted in manualOrder or the team list) ranks below every number and ties with null.
 */
export function compareCriterionValues(
  key: TieBreakerKey,
  a: CriterionValue,
  b: CriterionValue,
): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return TIE_BREAKERS[key].direction === 'desc' ? b - a : a - b;
}
