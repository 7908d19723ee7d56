import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { compositeColor } from './composite-color.js';
import { CONTRAST_MIN_TEXT } from './contrast-levels.js';
import { meetsContrast } from './meets-contrast.js';
import { mixColors } from './mix-colors.js';
import { readableTextOn, shownBackground, type ReadableTextOptions } from './readable-text-on.js';

/** Binary-search steps along the mix (2^-12 of the way is below one sRGB step). */
const MIX_STEPS = 12;

/**
 * A colour as close to the given one as the ratio allows (issue 12): the colour itself when it reaches minRatio on
 * the background (meetsContrast), else the colour moved toward readableTextOn(background) just far enough to reach
 * it, so an accent, a link or a badge keeps its hue where it can. A missing or non-hex colour is the readable text
 * colour itself. The background is what shownBackground() answers. Answers '#rrggbb'.
 */
export function readableColorNear(
  background: string | null | undefined,
  color: string | null | undefined,
  options: ReadableTextOptions = {},
): string {
  const minRatio = options.minRatio ?? CONTRAST_MIN_TEXT;
  const bg = shownBackground(background, options.backdrop);
  const reaches = (candidate: string): boolean =>
    meetsContrast(getContrastRatio(bg, candidate), minRatio);
  const target = readableTextOn(bg, undefined, { minRatio });
  const own = compositeColor(color, bg);
  if (own === null) return target;
  if (reaches(own)) return own;
  if (!reaches(target)) return target;
  let low = 0;
  let high = 1;
  for (let step = 0; step < MIX_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (reaches(mixColors(own, target, middle) ?? target)) high = middle;
    else low = middle;
  }
  const moved = mixColors(own, target, high) ?? target;
  return reaches(moved) ? moved : target;
}
