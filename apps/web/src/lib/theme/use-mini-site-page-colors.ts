import { useMemo, type CSSProperties } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { getReadableColors, type ColorPair, type ThemeColorInput } from './theme-colors.js';
import { getSurfaceVariables } from './surface-variables.js';

/**
 * A mini-site's page colours (public-site §2 "Mini-sites", issue 12): color_body with color_text_on_body, or in
 * dark mode (prefers-color-scheme) color_website_dark with color_website_text_on_dark when the theme has it. Null
 * without a page colour (the site's own dark page).
 */
export function getMiniSitePageColors(
  theme: ThemeColorInput | null | undefined,
  dark: boolean,
): ColorPair | null {
  if (dark && theme?.color_website_dark)
    return getReadableColors(theme.color_website_dark, theme.color_website_text_on_dark);
  if (theme?.color_body) return getReadableColors(theme.color_body, theme.color_text_on_body);
  return null;
}

/**
 * The style of a mini-site's page: its page colours (getMiniSitePageColors) and the variables that keep every
 * text, badge and control on it readable (getSurfaceVariables); undefined without a page colour.
 */
export function useMiniSitePageColors(
  theme: ThemeColorInput | null | undefined,
): CSSProperties | undefined {
  const dark = useMediaQuery('(prefers-color-scheme: dark)', false) ?? false;
  return useMemo(() => {
    const page = getMiniSitePageColors(theme, dark);
    return page
      ? ({
          ...getSurfaceVariables(page, theme?.color_accent),
          '--page-glow': 'none',
        } as CSSProperties)
      : undefined;
  }, [theme, dark]);
}
