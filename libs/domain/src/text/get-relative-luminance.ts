import { parseHexColor } from './parse-hex-color.js';

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2, sRGB) of a hex colour, 0 (black) to 1 (white); null if not hex (public-site §9 contrast). */
export function getRelativeLuminance(hex: string | null | undefined): number | null {
  const rgb = parseHexColor(hex);
  if (!rgb) return null;
  return 0.2126 * toLinear(rgb.r) + 0.7152 * toLinear(rgb.g) + 0.0722 * toLinear(rgb.b);
}
