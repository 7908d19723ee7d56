import { parseHexColor } from '../text/parse-hex-color.js';
import { formatRgbColor } from './format-rgb-color.js';

/**
 * A colour `amount` of the way from one hex colour to another (0 = from, 1 = to), per sRGB channel, as '#rrggbb'.
 * Alpha is ignored; amount is clamped to [0, 1]. Null if either colour is not hex.
 */
export function mixColors(from: string, to: string, amount: number): string | null {
  const a = parseHexColor(from);
  const b = parseHexColor(to);
  if (!a || !b) return null;
  const t = Math.min(1, Math.max(0, Number.isFinite(amount) ? amount : 0));
  return formatRgbColor({
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
  });
}
