import fc from 'fast-check';
import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { CONTRAST_MIN_TEXT, CONTRAST_MIN_UI, NEAR_BLACK } from './contrast-levels.js';
import { meetsContrast } from './meets-contrast.js';
import { readableColorNear } from './readable-color-near.js';

const channel = fc.integer({ min: 0, max: 255 });
const hex = (value: number) => value.toString(16).padStart(2, '0');
const opaqueColor = fc
  .tuple(channel, channel, channel)
  .map(([r, g, b]) => `#${hex(r)}${hex(g)}${hex(b)}`);

describe('readableColorNear', () => {
  it('keeps a colour that already reaches the ratio', () => {
    expect(readableColorNear('#ffffff', '#6741d9')).toBe('#6741d9');
    expect(readableColorNear('#14151b', '#b197fc')).toBe('#b197fc');
  });

  it('moves a colour toward the readable side just far enough, keeping its hue', () => {
    // violet-4 on a near-white page is 3.1:1: darkened until 4.5
    const moved = readableColorNear('#f2f8f4', '#9775fa');
    expect(getContrastRatio('#f2f8f4', moved)).toBeGreaterThanOrEqual(CONTRAST_MIN_TEXT);
    expect(getContrastRatio('#f2f8f4', moved)).toBeLessThan(5);
    expect(moved).toMatch(/^#[0-9a-f]{6}$/);
    expect(moved).not.toBe(NEAR_BLACK);
  });

  it('answers the readable text colour for a missing colour', () => {
    expect(readableColorNear('#ffffff', null)).toBe(NEAR_BLACK);
  });

  it('always reaches the ratio on an opaque background', () => {
    fc.assert(
      fc.property(
        opaqueColor,
        opaqueColor,
        fc.constantFrom(CONTRAST_MIN_TEXT, CONTRAST_MIN_UI),
        (background, color, minRatio) => {
          const near = readableColorNear(background, color, { minRatio });
          expect(meetsContrast(getContrastRatio(background, near), minRatio)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
