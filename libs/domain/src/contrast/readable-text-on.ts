import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { FALLBACK_BACKGROUND_COLOR } from '../text/get-text-color-for-background.js';
import { compositeColor } from './composite-color.js';
import { CONTRAST_MIN_TEXT, NEAR_BLACK, NEAR_WHITE } from './contrast-levels.js';
import { mixColors } from './mix-colors.js';

export interface ReadableTextOptions {
  /** The ratio the text must reach: CONTRAST_MIN_TEXT (4.5, the default) or 3 for large text and UI parts. */
  readonly minRatio?: number;
  /** What a semi-transparent background ('#rrggbbaa') is layered over; default the #333 fallback. */
  readonly backdrop?: string | null;
}

/** Binary-search steps when moving a colour toward pure black or white (2^-12 of the way is below one sRGB step). */
const MIX_STEPS = 12;

/**
 * The text colour to use on a background, whatever colours an organiser chose (WCAG 2 AA; issue 12):
 * 1. the preferred colour (the theme's own text colour), when it reaches minRatio on the background;
 * 2. else near-black or near-white, whichever contrasts more, when that one reaches minRatio;
 * 3. else (a mid-tone background, where both soft colours fall short) the better one moved toward pure black or
 *    white just far enough to reach minRatio. Pure black or white reach at least 4.58:1 on any opaque colour, so
 *    every minRatio up to 4.5 is always met; above what is reachable, pure black or white is the best answer.
 * The background is composited over the backdrop first when it has alpha, and a missing or non-hex background is
 * the #333 fallback (public-site §9). A semi-transparent preferred colour is composited over the background.
 * Answers '#rrggbb'.
 */
export function readableTextOn(
  background: string | null | undefined,
  preferred?: string | null,
  options: ReadableTextOptions = {},
): string {
  const minRatio = options.minRatio ?? CONTRAST_MIN_TEXT;
  const backdrop = compositeColor(options.backdrop) ?? FALLBACK_BACKGROUND_COLOR;
  const bg = compositeColor(background, backdrop) ?? FALLBACK_BACKGROUND_COLOR;
  const ratioOn = (color: string): number => getContrastRatio(bg, color) ?? 1;

  const own = compositeColor(preferred, bg);
  if (own !== null && ratioOn(own) >= minRatio) return own;

  const towardBlack = ratioOn(NEAR_BLACK) >= ratioOn(NEAR_WHITE);
  const soft = towardBlack ? NEAR_BLACK : NEAR_WHITE;
  if (ratioOn(soft) >= minRatio) return soft;

  const pure = towardBlack ? '#000000' : '#ffffff';
  if (ratioOn(pure) < minRatio) return pure;
  let low = 0;
  let high = 1;
  for (let step = 0; step < MIX_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (ratioOn(mixColors(soft, pure, middle) ?? pure) >= minRatio) high = middle;
    else low = middle;
  }
  const adjusted = mixColors(soft, pure, high) ?? pure;
  return ratioOn(adjusted) >= minRatio ? adjusted : pure;
}
