import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { formatHexColor } from '../text/format-hex-color.js';
import { compositeColor } from './composite-color.js';
import { CONTRAST_MIN_TEXT, CONTRAST_MIN_UI } from './contrast-levels.js';
import { meetsContrast } from './meets-contrast.js';
import { readableTextOn, shownBackground } from './readable-text-on.js';

/** The theme colour fields the report reads (public-site §3 "Theme"); every one optional. */
export interface ThemeContrastInput {
  readonly color_theme?: string | null;
  readonly color_accent?: string | null;
  readonly color_logo_background?: string | null;
  readonly color_text_on_theme?: string | null;
  readonly color_text_on_logo_background?: string | null;
  readonly color_navbar?: string | null;
  readonly color_body?: string | null;
  readonly color_text_on_body?: string | null;
  readonly color_website_active?: string | null;
  readonly color_website_dark?: string | null;
  readonly color_website_text_on_dark?: string | null;
}

type ThemeColorKey = keyof ThemeContrastInput;

/** A surface of the public site and the theme colours it pairs (what the web renders with them). */
export interface ThemeSurface {
  readonly surface: string;
  readonly background: ThemeColorKey;
  readonly foreground: ThemeColorKey;
  /** Where the web falls back to when `background` is unset (the navbar uses color_theme). */
  readonly backgroundFallback?: ThemeColorKey;
  readonly minRatio: number;
  /** 'text': the web replaces an unreadable foreground; 'ui': a part the organiser should be warned about. */
  readonly kind: 'text' | 'ui';
}

/** Every themed surface pair, in the order the organiser console lists them. */
export const THEME_SURFACES: readonly ThemeSurface[] = [
  {
    surface: 'Theme',
    background: 'color_theme',
    foreground: 'color_text_on_theme',
    minRatio: CONTRAST_MIN_TEXT,
    kind: 'text',
  },
  {
    surface: 'Logo background',
    background: 'color_logo_background',
    backgroundFallback: 'color_theme',
    foreground: 'color_text_on_logo_background',
    minRatio: CONTRAST_MIN_TEXT,
    kind: 'text',
  },
  {
    surface: 'Navbar',
    background: 'color_navbar',
    backgroundFallback: 'color_theme',
    foreground: 'color_text_on_theme',
    minRatio: CONTRAST_MIN_TEXT,
    kind: 'text',
  },
  {
    surface: 'Page background',
    background: 'color_body',
    foreground: 'color_text_on_body',
    minRatio: CONTRAST_MIN_TEXT,
    kind: 'text',
  },
  {
    surface: 'Website dark',
    background: 'color_website_dark',
    foreground: 'color_website_text_on_dark',
    minRatio: CONTRAST_MIN_TEXT,
    kind: 'text',
  },
  {
    surface: 'Active link on navbar',
    background: 'color_navbar',
    backgroundFallback: 'color_theme',
    foreground: 'color_website_active',
    minRatio: CONTRAST_MIN_UI,
    kind: 'ui',
  },
  {
    surface: 'Accent on page background',
    background: 'color_body',
    foreground: 'color_accent',
    minRatio: CONTRAST_MIN_UI,
    kind: 'ui',
  },
];

/** One line of the report. */
export interface ThemeContrastEntry {
  readonly surface: string;
  /** The organiser's background colour ('#rrggbb', alpha composited over the backdrop). */
  readonly background: string;
  /** The organiser's colour, null when unset (the site then picks one itself). */
  readonly foreground: string | null;
  /** The organiser's pair's contrast, null when the foreground is unset. */
  readonly ratio: number | null;
  readonly minRatio: number;
  /** The pair reaches minRatio (meetsContrast), or the foreground is unset. */
  readonly passes: boolean;
  /** For text: the colour the site shows instead (readableTextOn); the organiser's colour when it passes. */
  readonly shown: string | null;
}

/** What the report composites semi-transparent theme colours over. */
export interface ThemeContrastOptions {
  /** The page under a semi-transparent background; default the #333 fallback (as readableTextOn). */
  readonly backdrop?: string | null;
}

/**
 * Checks every themed surface of a theme (THEME_SURFACES) for the organiser console's warning: each pair with its
 * contrast ratio and pass/fail against WCAG AA (4.5:1 text, 3:1 UI parts) by meetsContrast, and the text colour
 * the site will show instead (readableTextOn, the web's own rule). Semi-transparent colours are measured as shown:
 * the background over the backdrop, the foreground over the background. Surfaces whose background is unset (and
 * has no fallback) are left out: the site's own colours are used there.
 */
export function themeContrastReport(
  theme: ThemeContrastInput | null | undefined,
  options: ThemeContrastOptions = {},
): ThemeContrastEntry[] {
  const read = (key: ThemeColorKey | undefined): string | null =>
    key === undefined ? null : formatHexColor(theme?.[key]);
  const entries: ThemeContrastEntry[] = [];
  for (const pair of THEME_SURFACES) {
    const chosen = read(pair.background) ?? read(pair.backgroundFallback);
    if (chosen === null) continue;
    const background = shownBackground(chosen, options.backdrop);
    const foreground = compositeColor(read(pair.foreground), background);
    const ratio = foreground === null ? null : getContrastRatio(background, foreground);
    entries.push({
      surface: pair.surface,
      background,
      foreground,
      ratio,
      minRatio: pair.minRatio,
      passes: ratio === null || meetsContrast(ratio, pair.minRatio),
      shown:
        pair.kind === 'text'
          ? readableTextOn(background, foreground, { minRatio: pair.minRatio })
          : foreground,
    });
  }
  return entries;
}
