import { THEME_COLOR_FIELDS } from '@castline/contracts';
import { getContrastRatio } from '@castline/domain';
import { createThemeColors } from './create-theme-colors.js';

const TEXT_PAIRS = [
  ['color_text_on_theme', 'color_theme'],
  ['color_text_on_logo_background', 'color_logo_background'],
  ['color_text_on_body', 'color_body'],
  ['color_website_text_on_dark', 'color_website_dark'],
] as const;

describe('createThemeColors', () => {
  it.each([
    [350, 75, 35],
    [45, 95, 180],
    [210, 12, -30],
    [0, 5, 180],
    [95, 85, 40],
  ])(
    'hue %d, saturation %d: every field is #rrggbb and text is readable',
    (hue, saturation, accentShift) => {
      const colors = createThemeColors({ hue, saturation, accentShift });
      for (const field of THEME_COLOR_FIELDS) expect(colors[field]).toMatch(/^#[0-9a-f]{6}$/);
      for (const [text, background] of TEXT_PAIRS) {
        expect(getContrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
