import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { FALLBACK_BACKGROUND_COLOR } from '../text/get-text-color-for-background.js';
import { compositeColor } from './composite-color.js';
import { CONTRAST_MIN_TEXT, NEAR_BLACK, NEAR_WHITE } from './contrast-levels.js';
import { meetsContrast } from './meets-contrast.js';
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
 * The opaque colour a background shows: composited over the backdrop (itself made opaque over the #333 fallback)
 * when it has alpha; a missing or non-hex background is the #333 fallback (public-site §9). '#rrggbb'.
 */
export function shownBackground(
  background: string | null | undefined,
  backdrop?: string | null,
): string {
  const under = compositeColor(backdrop) ?? FALLBACK_BACKGROUND_COLOR;
  return compositeColor(background, under) ?? FALLBACK_BACKGROUND_COLOR;
}

/**
 * The text colour to use on a background, whatever colours an organiser chose (WCAG 2 AA; issue 12). One rule,
 * every comparison through meetsContrast:
 * 1. the preferred colour (the theme's own text colour), when it reaches minRatio on the background;
 * 2. else near-black or near-white: of those that reach minRatio, the one with the higher contrast;
 * 3. else (a mid-tone background, where both soft colours fall short) the soft colour with the higher contrast
 *    moved toward pure black or white just far enough to reach minRatio (the other one when only that one can);
 * 4. else (minRatio above what any colour reaches there) pure black or white, whichever contrasts more.
 * Ties go to the dark side. Pure black or white reach at least 4.58:1 on any opaque colour, so every minRatio up
 * to 4.5 is always met. The background is what shownBackground() answers (alpha composited over the backdrop, the
 * #333 fallback when missing); a semi-transparent preferred colour is composited over that background.
 * Answers '#rrggbb'.
 */
export function readableTextOn(
  background: string | null | undefined,
  preferred?: string | null,
  options: ReadableTextOptions = {},
): string {
  const minRatio = options.minRatio ?? CONTRAST_MIN_TEXT;
  const bg = shownBackground(background, options.backdrop);
  const ratioOn = (color: string): number => getContrastRatio(bg, color) ?? 1;
  const reaches = (color: string): boolean => meetsContrast(ratioOn(color), minRatio);
  /** The candidates, the higher-contrast one first (ties: the dark one). */
  const byContrast = <T extends { readonly color: string }>(candidates: readonly T[]): T[] =>
    [...candidates].sort((a, b) => ratioOn(b.color) - ratioOn(a.color));

  const own = compositeColor(preferred, bg);
  if (own !== null && reaches(own)) return own;

  const soft = byContrast([
    { color: NEAR_BLACK, pure: '#000000' },
    { color: NEAR_WHITE, pure: '#ffffff' },
  ]);
  const passing = soft.find((candidate) => reaches(candidate.color));
  if (passing) return passing.color;

  for (const { color, pure } of soft) {
    if (!reaches(pure)) continue;
    let low = 0;
    let high = 1;
    for (let step = 0; step < MIX_STEPS; step += 1) {
      const middle = (low + high) / 2;
      if (reaches(mixColors(color, pure, middle) ?? pure)) high = middle;
      else low = middle;
    }
    const adjusted = mixColors(color, pure, high) ?? pure;
    return reaches(adjusted) ? adjusted : pure;
  }
  return byContrast([{ color: '#000000' }, { color: '#ffffff' }])[0]?.color ?? '#000000';
}
