import { FALLBACK_BACKGROUND_COLOR } from '../text/get-text-color-for-background.js';
import { HEX_COLOR_PATTERN, parseHexColor } from '../text/parse-hex-color.js';
import { formatRgbColor } from './format-rgb-color.js';

/** The alpha (0-1) of a hex colour: its 4th or 8th-digit pair, else 1. */
function readAlpha(hex: string): number {
  const digits = HEX_COLOR_PATTERN.exec(hex.trim())?.[1] ?? '';
  if (digits.length === 4) return Number.parseInt(digits.slice(3) + digits.slice(3), 16) / 255;
  if (digits.length === 8) return Number.parseInt(digits.slice(6), 16) / 255;
  return 1;
}

/**
 * The opaque colour a possibly semi-transparent hex colour ('#rrggbbaa', '#rgba') shows when layered over a
 * backdrop: source-over alpha blending per sRGB channel, rounded, as '#rrggbb'. An opaque colour comes back
 * normalised. A non-hex colour is null; a non-hex backdrop is the #333 fallback (public-site §9).
 */
export function compositeColor(
  color: string | null | undefined,
  backdrop: string | null | undefined = FALLBACK_BACKGROUND_COLOR,
): string | null {
  const top = parseHexColor(color);
  if (!top) return null;
  const alpha = readAlpha(color ?? '');
  const under = parseHexColor(backdrop) ?? parseHexColor(FALLBACK_BACKGROUND_COLOR);
  if (alpha >= 1 || !under) return formatRgbColor(top);
  return formatRgbColor({
    r: top.r * alpha + under.r * (1 - alpha),
    g: top.g * alpha + under.g * (1 - alpha),
    b: top.b * alpha + under.b * (1 - alpha),
  });
}
