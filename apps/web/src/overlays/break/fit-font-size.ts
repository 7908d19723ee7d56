/** Average advance of a bold display glyph, in em (wide enough that estimates err on the small side). */
export const AVERAGE_GLYPH_EM = 0.6;

/**
 * A font size (px) at which the longest line of `text` fits `width` px: `basePx` when it fits, else shrunk in
 * proportion, never below `minPx` (beyond that the box's ellipsis cuts it). Lines are split on "\n".
 */
export function fitFontSize(text: string, width: number, basePx: number, minPx: number): number {
  const longest = Math.max(0, ...text.split('\n').map((line) => Array.from(line.trim()).length));
  if (longest === 0 || width <= 0) return basePx;
  const fits = width / (longest * AVERAGE_GLYPH_EM);
  return Math.max(minPx, Math.min(basePx, Math.floor(fits)));
}
