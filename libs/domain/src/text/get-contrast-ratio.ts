import { getRelativeLuminance } from './get-relative-luminance.js';

/**
 * Contrast ratio of two hex colours (public-site §9): (L1 + 0.05) / (L2 + 0.05) from their relative luminance,
 * inverted if below 1, so the result lies in [1, 21] whatever the order. Null if either colour is not hex.
 */
export function getContrastRatio(first: string, second: string): number | null {
  const a = getRelativeLuminance(first);
  const b = getRelativeLuminance(second);
  if (a === null || b === null) return null;
  // lighter over darker, so the result is exactly the same whichever colour comes first
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
