import type { ThemeColorField } from '@castline/contracts';
import { getTextColorForBackground } from '@castline/domain';
import { hslToHex } from './hsl-to-hex.js';

/** The colour family a theme is built from. accentShift moves the accent hue (e.g. 180 = complementary). */
export interface ThemeSeed {
  readonly hue: number;
  readonly saturation: number;
  readonly accentShift: number;
}

/**
 * Every colour of a theme (THEME_COLOR_FIELDS, public-site §3) as '#rrggbb', built from one colour family.
 * Text colours are black or white, whichever contrasts more with their background (public-site §9 contrast).
 */
export function createThemeColors(seed: ThemeSeed): Record<ThemeColorField, string> {
  const { hue, saturation } = seed;
  const accentHue = hue + seed.accentShift;
  const theme = hslToHex(hue, saturation, 42);
  const accent = hslToHex(accentHue, Math.max(saturation, 35), 60);
  const alt = hslToHex(hue, saturation, 26);
  const logoBackground = hslToHex(hue, saturation, 36);
  const navbar = hslToHex(hue, saturation * 0.6, 16);
  const body = hslToHex(hue, Math.min(saturation, 30), 96);
  const dark = hslToHex(hue, saturation * 0.5, 11);
  return {
    color_theme: theme,
    color_accent: accent,
    color_alt: alt,
    color_logo_background: logoBackground,
    color_logo_accent: accent,
    color_text_on_theme: getTextColorForBackground(theme),
    color_text_on_logo_background: getTextColorForBackground(logoBackground),
    color_hero_recolor_primary: theme,
    color_hero_recolor_secondary: accent,
    color_navbar: navbar,
    color_body: body,
    color_text_on_body: getTextColorForBackground(body),
    color_website_passive: hslToHex(hue, saturation, 52),
    color_website_active: accent,
    color_website_dark: dark,
    color_website_text_on_dark: getTextColorForBackground(dark),
  };
}
