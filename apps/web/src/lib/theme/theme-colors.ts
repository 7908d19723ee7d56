import { formatHexColor, getContrastRatio, getTextColorForBackground } from '@castline/domain';
import { IMAGE_FALLBACK_COLOR } from '../images/image-url.js';

/** The lowest contrast a theme's own text colour may have on its background before we pick black or white. */
export const MIN_THEME_TEXT_CONTRAST = 3;

/** The theme colour fields the site reads (public-site §3 "Theme"). */
export interface ThemeColorInput {
  readonly color_theme?: string | null;
  readonly color_accent?: string | null;
  readonly color_logo_background?: string | null;
  readonly color_text_on_theme?: string | null;
  readonly color_text_on_logo_background?: string | null;
  readonly color_navbar?: string | null;
  readonly color_body?: string | null;
  readonly color_text_on_body?: string | null;
  readonly color_website_active?: string | null;
}

/** A background and a readable text colour on it. */
export interface ColorPair {
  readonly background: string;
  readonly text: string;
}

/**
 * A readable pair (public-site §9 contrast rule): the preferred text colour when it contrasts enough with the
 * background, else black or white by getTextColorForBackground. A missing background is the #333 fallback.
 */
export function getReadableColors(
  background: string | null | undefined,
  preferredText?: string | null,
): ColorPair {
  const bg = formatHexColor(background) ?? formatHexColor(IMAGE_FALLBACK_COLOR) ?? '#333333';
  const preferred = formatHexColor(preferredText);
  if (preferred) {
    const ratio = getContrastRatio(bg, preferred);
    if (ratio !== null && ratio >= MIN_THEME_TEXT_CONTRAST)
      return { background: bg, text: preferred };
  }
  return { background: bg, text: getTextColorForBackground(bg) };
}

/** The theme's main pair: color_theme with color_text_on_theme (contrast-checked). */
export function getThemeColors(theme: ThemeColorInput | null | undefined): ColorPair {
  return getReadableColors(theme?.color_theme, theme?.color_text_on_theme);
}

/** The logo pair: color_logo_background (else color_theme) with color_text_on_logo_background. */
export function getLogoColors(theme: ThemeColorInput | null | undefined): ColorPair {
  return getReadableColors(
    theme?.color_logo_background ?? theme?.color_theme,
    theme?.color_text_on_logo_background ?? theme?.color_text_on_theme,
  );
}
