import {
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';
import { readableTextOn } from '@castline/domain';

/** The scheme the site renders Mantine in (site-providers: forceColorScheme). */
const SITE_SCHEME = 'dark' as const;

/** The hex colour a filled part shows: the colour's own shade when named (red.8), else the scheme's filled one. */
function filledHex(theme: MantineTheme, color: string): string | null {
  const parsed = parseThemeColor({ color, theme, colorScheme: SITE_SCHEME });
  if (!parsed.isThemeColor) return parsed.value.startsWith('#') ? parsed.value : null;
  const shades = theme.colors[parsed.color];
  const primary =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[SITE_SCHEME];
  return shades?.[parsed.shade ?? primary] ?? null;
}

/**
 * Mantine's variant colours with the text of filled parts (buttons, badges on a colour) picked by the one contrast
 * rule of libs/domain (readableTextOn, 4.5:1; issue 12): white on a red or violet that reaches it, dark text on a
 * yellow, whatever the colour.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return resolved;
  const hex = filledHex(input.theme, input.color ?? input.theme.primaryColor);
  if (hex === null) return resolved;
  const text = readableTextOn(hex, '#ffffff');
  return { ...resolved, color: text, hoverColor: text };
};
