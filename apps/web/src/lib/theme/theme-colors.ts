import {
  CONTRAST_MIN_TEXT,
  formatHexColor,
  readableTextOn,
  shownBackground,
  type ThemeContrastInput,
} from '@castline/domain';
import { IMAGE_FALLBACK_COLOR } from '../images/image-url.js';

/**
 * The lowest contrast a theme's own text colour may have on its background before another is picked: WCAG AA for
 * normal text (issue 12). Large text and UI parts may ask for CONTRAST_MIN_LARGE_TEXT / CONTRAST_MIN_UI.
 */
export const MIN_THEME_TEXT_CONTRAST = CONTRAST_MIN_TEXT;

/** The site's page colour: what a semi-transparent theme colour is shown over (layout.module.css). */
export const SITE_PAGE_COLOR = '#14151b';

/** The theme colour fields the site reads (public-site §3 "Theme"): the same fields the contrast report reads. */
export type ThemeColorInput = ThemeContrastInput;

/** A background and a readable text colour on it. */
export interface ColorPair {
  readonly background: string;
  readonly text: string;
}

export interface ReadableColorOptions {
  /** The ratio the text must reach: 4.5 (default) for text, 3 for large text and UI parts. */
  readonly minRatio?: number;
  /** What a semi-transparent background is shown over; default the site's page colour. */
  readonly backdrop?: string | null;
}

/**
 * A readable pair, the one rule of every themed surface (issue 12, libs/domain readableTextOn): the background as
 * it shows (alpha composited over the backdrop, a missing or non-hex colour is the #333 fallback), and the
 * preferred text colour when it reaches the ratio on it, else the readable colour with the higher contrast. Both
 * opaque '#rrggbb', so what is measured is what is painted.
 */
export function getReadableColors(
  background: string | null | undefined,
  preferredText?: string | null,
  options: ReadableColorOptions = {},
): ColorPair {
  const bg = shownBackground(
    formatHexColor(background) ?? IMAGE_FALLBACK_COLOR,
    options.backdrop ?? SITE_PAGE_COLOR,
  );
  const text = readableTextOn(bg, preferredText, {
    minRatio: options.minRatio ?? MIN_THEME_TEXT_CONTRAST,
  });
  return { background: bg, text };
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
