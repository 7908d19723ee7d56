import { NEAR_BLACK } from './contrast-levels.js';
import { themeContrastReport } from './theme-contrast-report.js';

describe('themeContrastReport', () => {
  it('lists each surface pair with its ratio, pass/fail and the colour the site shows', () => {
    const report = themeContrastReport({
      color_theme: '#30A657',
      color_text_on_theme: '#000000',
      color_navbar: '#1b3624',
      color_body: '#f2f8f4',
      color_text_on_body: '#c9c9c9',
      color_website_active: '#be61d1',
      color_accent: '#be61d1',
    });
    const bySurface = Object.fromEntries(report.map((entry) => [entry.surface, entry]));
    expect(report.map((entry) => entry.surface)).toEqual([
      'Theme',
      'Logo background',
      'Navbar',
      'Page background',
      'Active link on navbar',
      'Accent on page background',
    ]);
    expect(bySurface['Theme']).toMatchObject({
      background: '#30a657',
      foreground: '#000000',
      minRatio: 4.5,
      passes: true,
      shown: '#000000',
    });
    expect(bySurface['Theme']?.ratio).toBeCloseTo(6.72, 2);
    // the navbar reuses the text on theme: black on a dark green fails
    expect(bySurface['Navbar']).toMatchObject({ foreground: '#000000', passes: false });
    expect(bySurface['Navbar']?.ratio).toBeCloseTo(1.6, 2);
    expect(bySurface['Page background']).toMatchObject({ passes: false, shown: NEAR_BLACK });
    expect(bySurface['Page background']?.ratio).toBeCloseTo(1.54, 2);
    // unset logo colours: the logo surface falls back to the theme colour, the site picks the text
    expect(bySurface['Logo background']).toMatchObject({
      background: '#30a657',
      foreground: null,
      ratio: null,
      passes: true,
      shown: NEAR_BLACK,
    });
    expect(bySurface['Active link on navbar']).toMatchObject({ minRatio: 3, passes: true });
    expect(bySurface['Accent on page background']).toMatchObject({ minRatio: 3, passes: true });
  });

  it('leaves out surfaces without a background and accepts no theme', () => {
    expect(themeContrastReport(null)).toEqual([]);
    expect(themeContrastReport({ color_text_on_body: '#ffffff' })).toEqual([]);
  });

  it('measures semi-transparent colours as shown, over the backdrop', () => {
    const [entry] = themeContrastReport(
      { color_theme: '#ffffff00', color_text_on_theme: '#00000080' },
      { backdrop: '#ffffff' },
    );
    // a transparent theme shows the white page; 50% black on it is #7f7f7f (3.98:1)
    expect(entry).toMatchObject({ background: '#ffffff', foreground: '#7f7f7f', passes: false });
    expect(entry?.shown).toBe(NEAR_BLACK);
  });

  it('does not change its input', () => {
    const theme = Object.freeze({ color_theme: '#abc', color_text_on_theme: '#ABD' });
    expect(themeContrastReport(theme)[0]).toMatchObject({
      background: '#aabbcc',
      foreground: '#aabbdd',
      passes: false,
    });
  });
});
