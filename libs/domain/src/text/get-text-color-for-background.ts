import { getContrastRatio } from './get-contrast-ratio.js';
import { parseHexColor } from './parse-hex-color.js';

/** The spec's thumbnail fallback colour (public-site §9), used when the background is not a hex colour. */
export const FALLBACK_BACKGROUND_COLOR = '#333333';

/**
 * Chooses black or white text for a background by the contrast ratio (public-site §9): whichever contrasts more,
 * ties to black. A missing or non-hex background is treated as the fallback colour #333 (so white text).
 */
export function getTextColorForBackground(
  background: string | null | undefined,
): '#000000' | '#ffffff' {
  const color =
    background !== null && background !== undefined && parseHexColor(background)
      ? background
      : FALLBACK_BACKGROUND_COLOR;
  const onBlack = getContrastRatio(color, '#000000') ?? 1;
  const onWhite = getContrastRatio(color, '#ffffff') ?? 1;
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
