import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { siteTheme } from '../../app/providers/site-theme.js';
import {
  CONTRAST_MIN_TEXT,
  CONTRAST_MIN_UI,
  getContrastRatio,
  meetsContrast,
  NEAR_BLACK,
} from '@castline/domain';
import { EntityHeader } from '../../features/entity-pages/components/entity-header.js';
import { MiniSitePrompt } from '../../features/event-pages/components/mini-site-prompt.js';
import {
  getLogoColors,
  getReadableColors,
  getThemeColors,
  type ColorPair,
} from './theme-colors.js';
import { getSurfaceVariables } from './surface-variables.js';
import { getMiniSitePageColors } from './use-mini-site-page-colors.js';
import { readableVariantColors } from './variant-colors.js';

/**
 * Issue 12 item 2: every themed surface kind picks its text through the one rule of libs/domain, whatever colours
 * an organiser chose. Each hostile theme below breaks the old 3:1 / black-or-white choice somewhere.
 */
const HOSTILE_THEMES = {
  // a mid-tone where neither near-black nor near-white reaches 4.5:1
  'mid grey everywhere': {
    color_theme: '#757575',
    color_text_on_theme: '#767676',
    color_logo_background: '#757575',
    color_text_on_logo_background: '#777777',
    color_navbar: '#757575',
    color_body: '#757575',
    color_text_on_body: '#757575',
    color_website_dark: '#757575',
    color_website_text_on_dark: '#7a7a7a',
    color_website_active: '#757575',
    color_accent: '#787878',
  },
  // text colours a shade away from their backgrounds (the 1.03:1)
  'near-equal colours': {
    color_theme: '#30a657',
    color_text_on_theme: '#32a859',
    color_logo_background: '#be61d1',
    color_text_on_logo_background: '#c062d3',
    color_navbar: '#1b3624',
    color_body: '#f2f8f4',
    color_text_on_body: '#c9c9c9',
    color_website_dark: '#101a13',
    color_website_text_on_dark: '#14201a',
    color_website_active: '#be61d1',
    color_accent: '#f2f8f5',
  },
  // transparent and half-transparent colours
  'transparent colours': {
    color_theme: '#ffffff00',
    color_text_on_theme: '#00000000',
    color_logo_background: '#ffffff80',
    color_text_on_logo_background: '#ffffff80',
    color_navbar: '#0000',
    color_body: '#fff8',
    color_text_on_body: '#0001',
    color_website_dark: '#00000010',
    color_website_text_on_dark: '#ffffff05',
    color_website_active: '#ff000080',
    color_accent: '#ffffff00',
  },
  // colours that are not hex at all
  'not colours': {
    color_theme: 'green',
    color_text_on_theme: 'rgb(0,0,0)',
    color_navbar: 'navy',
    color_body: 'white',
    color_text_on_body: '#12345',
  },
} as const;

const HEX = /^#[0-9a-f]{6}$/;
const DEFAULT_COLORS = DEFAULT_THEME.colors;

function expectReadable(pair: ColorPair, minRatio = CONTRAST_MIN_TEXT): void {
  expect(pair.background).toMatch(HEX);
  expect(pair.text).toMatch(HEX);
  const ratio = getContrastRatio(pair.background, pair.text);
  expect(meetsContrast(ratio, minRatio), `${pair.text} on ${pair.background}: ${ratio}`).toBe(true);
}

/** The colour variables of a surface that carry text (Mantine's and the site's). */
const TEXT_VARIABLES =
  /^--(page-text|mantine-color-(text|bright|dimmed|anchor|default-color|[a-z]+-(text|outline)|violet-[345]))$/;

function expectReadableVariables(vars: Record<string, string>, background: string): void {
  for (const [name, value] of Object.entries(vars)) {
    if (TEXT_VARIABLES.test(name)) {
      const ratio = getContrastRatio(background, value);
      expect(meetsContrast(ratio, CONTRAST_MIN_TEXT), `${name} ${value} on ${background}`).toBe(
        true,
      );
    }
    const light = /^--mantine-color-([a-z]+)-light$/.exec(name);
    if (light) {
      const onTint = vars[`--mantine-color-${light[1]}-light-color`] ?? '';
      expect(
        meetsContrast(getContrastRatio(value, onTint), CONTRAST_MIN_TEXT),
        `${light[1]} light badge ${onTint} on ${value}`,
      ).toBe(true);
    }
  }
  expect(
    meetsContrast(
      getContrastRatio(background, vars['--mantine-color-default-border'] ?? ''),
      CONTRAST_MIN_UI,
    ),
  ).toBe(true);
}

describe.each(Object.entries(HOSTILE_THEMES))(
  'themed surfaces under a hostile theme: %s',
  (_, theme) => {
    it('theme headers (event, team, match, news banners) and the mini-site prompt', () => {
      expectReadable(getThemeColors(theme));
    });

    it('logo boxes, profile-card avatars, team and event tiles', () => {
      expectReadable(getLogoColors(theme));
    });

    it('the mini-site navbar and its active link', () => {
      const { color_navbar: navbar, color_theme: background } = theme as {
        color_navbar?: string | null;
        color_theme?: string | null;
      };
      expectReadable(getReadableColors(navbar ?? background, theme.color_text_on_theme));
      if ('color_website_active' in theme)
        expectReadable(getReadableColors(theme.color_website_active));
    });

    it('the mini-site page in light and dark mode', () => {
      for (const dark of [false, true]) {
        const page = getMiniSitePageColors(theme, dark);
        expect(page).not.toBeNull();
        if (page) expectReadable(page);
      }
    });

    it('badges (the replay badge), dimmed text, links and buttons on every themed surface', () => {
      const surfaces = [
        getThemeColors(theme),
        getLogoColors(theme),
        getMiniSitePageColors(theme, false),
        getMiniSitePageColors(theme, true),
      ].filter((pair): pair is ColorPair => pair !== null);
      for (const pair of surfaces) {
        const vars = getSurfaceVariables(pair, 'color_accent' in theme ? theme.color_accent : null);
        expectReadableVariables(vars as Record<string, string>, pair.background);
      }
    });
  },
);

describe('buttons and badges filled with a colour (theme colours included)', () => {
  const theme = { ...siteTheme, colors: { ...siteTheme.colors } } as Parameters<
    typeof readableVariantColors
  >[0]['theme'];
  it.each([
    ['violet', '#7950f2'],
    ['red', '#fa5252'],
    ['yellow', '#fab005'],
    ['teal', '#12b886'],
    ['red.9', '#c92a2a'],
    ['#757575', '#757575'],
    ['#30a657', '#30a657'],
    ['#fffffe', '#fffffe'],
  ])('%s: the text reaches 4.5:1 on %s', (color, background) => {
    const mergedTheme = { ...theme, colors: { ...DEFAULT_COLORS, ...theme.colors } };
    const resolved = readableVariantColors({ color, theme: mergedTheme, variant: 'filled' });
    expect(resolved.color).toMatch(HEX);
    expect(meetsContrast(getContrastRatio(background, resolved.color), CONTRAST_MIN_TEXT)).toBe(
      true,
    );
  });

  it('leaves the other variants to Mantine', () => {
    const mergedTheme = { ...theme, colors: { ...DEFAULT_COLORS, ...theme.colors } };
    expect(
      readableVariantColors({ color: 'red', theme: mergedTheme, variant: 'light' }).color,
    ).toBe('var(--mantine-color-red-light-color)');
  });
});

describe('themed surfaces in the DOM', () => {
  const theme = HOSTILE_THEMES['mid grey everywhere'];

  it('a theme banner paints the picked pair and carries the readable variables', () => {
    const colors = getThemeColors(theme);
    const { getByTestId } = render(
      <MantineProvider>
        <EntityHeader
          colors={colors}
          title="Grey Team"
          overline="Team"
          subtitle="Everything #757575"
        />
      </MantineProvider>,
    );
    const banner = getByTestId('entity-header');
    expect(banner.style.getPropertyValue('--mantine-color-text')).toBe(colors.text);
    expect(banner.style.getPropertyValue('--mantine-color-gray-outline')).toMatch(HEX);
    expect(colors.text).not.toBe('#767676');
    expect(getContrastRatio(colors.background, colors.text)).toBeGreaterThanOrEqual(
      CONTRAST_MIN_TEXT,
    );
    // no dimming by opacity: the text keeps the contrast it was picked for
    expect(banner.innerHTML).not.toMatch(/opacity/);
  });

  it('the mini-site prompt paints the picked pair', () => {
    const colors = getThemeColors(HOSTILE_THEMES['near-equal colours']);
    const { getByTestId } = render(
      <MantineProvider>
        <MiniSitePrompt
          eventName="Spring"
          link={{ href: 'http://spring.localhost/', subdomain: 'spring' }}
          colors={colors}
        />
      </MantineProvider>,
    );
    const prompt = getByTestId('event-minisite-prompt');
    expect(prompt.style.getPropertyValue('--page-text')).toBe(colors.text);
    expect(colors.text).toBe(NEAR_BLACK);
  });
});
