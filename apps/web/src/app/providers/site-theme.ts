import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { readableVariantColors } from '../../lib/theme/variant-colors.js';

/** A cool, slightly blue dark palette for the site background and surfaces. */
const dark: MantineColorsTuple = [
  '#c9cbd6',
  '#a9acbb',
  '#8a8ea0',
  '#5e6275',
  '#3a3d4d',
  '#2c2f3c',
  '#1f212b',
  '#181a22',
  '#14151b',
  '#0e0f14',
];

/** The site's Mantine theme: dark, violet accents, system fonts, rounded cards. */
export const siteTheme = createTheme({
  primaryColor: 'violet',
  // shade 6: white text reaches 4.5:1 on the filled violet (shade 5 is 4.26:1); filled text picked by contrast
  primaryShade: { light: 6, dark: 6 },
  variantColorResolver: readableVariantColors,
  colors: { dark },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
});
