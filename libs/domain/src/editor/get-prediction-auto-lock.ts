import type { PredictionType } from './twitch.js';

/**
 * RULES.md (i), spec broadcast §9: autoLockAfter is a whole number of seconds from 30 to 1800; without one it is
 * 300 s for a match and 180 s for a map. Returns null for a value outside the bounds.
 */
export function getPredictionAutoLock(
  type: PredictionType,
  requested: number | null | undefined,
): number | null {
  if (requested === null || requested === undefined) return type === 'match' ? 300 : 180;
  if (!Number.isInteger(requested) || requested < 30 || requested > 1800) return null;
  return requested;
}
