import fc from 'fast-check';
import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { compositeColor } from './composite-color.js';
import {
  CONTRAST_MIN_LARGE_TEXT,
  CONTRAST_MIN_TEXT,
  NEAR_BLACK,
  NEAR_WHITE,
} from './contrast-levels.js';
import { readableTextOn } from './readable-text-on.js';

const channel = fc.integer({ min: 0, max: 255 });
const hex = (value: number) => value.toString(16).padStart(2, '0');
const opaqueColor = fc
  .tuple(channel, channel, channel)
  .map(([r, g, b]) => `#${hex(r)}${hex(g)}${hex(b)}`);
const anyColor = fc
  .tuple(opaqueColor, fc.option(channel, { nil: undefined }))
  .map(([color, alpha]) => (alpha === undefined ? color : `${color}${hex(alpha)}`));

describe('readableTextOn', () => {
  it.each([
    // the theme's own colour when it passes
    ['#000000', '#ffcc00', undefined, '#ffcc00'],
    ['#ffffff', '#767676', undefined, '#767676'],
    // #777 on white is 4.48:1: not enough for text, enough for large text
    ['#ffffff', '#777777', undefined, NEAR_BLACK],
    ['#ffffff', '#777', CONTRAST_MIN_LARGE_TEXT, '#777777'],
    // unreadable theme text: the better of near-black / near-white
    ['#ffff00', '#ffffee', undefined, NEAR_BLACK],
    ['#112233', '#112244', undefined, NEAR_WHITE],
    ['#f2f8f4', '#c9c9c9', undefined, NEAR_BLACK],
    ['#30a657', undefined, undefined, NEAR_BLACK],
    ['#1b3624', null, undefined, NEAR_WHITE],
    // a mid-tone where neither soft colour reaches 4.5: moved toward pure black just far enough
    ['#757575', undefined, undefined, '#020202'],
    // missing or non-hex background: the #333 fallback
    [null, undefined, undefined, NEAR_WHITE],
    ['not a colour', '#444444', undefined, NEAR_WHITE],
  ] as const)('%p with preferred %p (min %p) → %p', (background, preferred, minRatio, expected) => {
    expect(readableTextOn(background, preferred, minRatio === undefined ? {} : { minRatio })).toBe(
      expected,
    );
  });

  it('layers a semi-transparent background over its backdrop', () => {
    // 10% white over the dark page is still dark: light text
    expect(readableTextOn('#ffffff1a', undefined, { backdrop: '#14151b' })).toBe(NEAR_WHITE);
    // 90% white over it is light: dark text
    expect(readableTextOn('#ffffffe6', undefined, { backdrop: '#14151b' })).toBe(NEAR_BLACK);
  });

  it('answers pure black or white when the ratio asked for cannot be reached', () => {
    expect(readableTextOn('#757575', undefined, { minRatio: 7 })).toBe('#000000');
  });

  it('always reaches the ratio on the (composited) background, whatever the colours', () => {
    fc.assert(
      fc.property(
        anyColor,
        fc.option(anyColor, { nil: undefined }),
        opaqueColor,
        fc.double({ min: 1, max: CONTRAST_MIN_TEXT, noNaN: true }),
        (background, preferred, backdrop, minRatio) => {
          const text = readableTextOn(background, preferred, { minRatio, backdrop });
          const shown = compositeColor(background, backdrop) ?? '';
          expect(text).toMatch(/^#[0-9a-f]{6}$/);
          expect(getContrastRatio(shown, text)).toBeGreaterThanOrEqual(minRatio);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a preferred colour that already passes, and never picks a worse one than asked', () => {
    fc.assert(
      fc.property(opaqueColor, opaqueColor, (background, preferred) => {
        const ratio = getContrastRatio(background, preferred) ?? 0;
        const text = readableTextOn(background, preferred);
        if (ratio >= CONTRAST_MIN_TEXT) expect(text).toBe(preferred);
        else expect(text).not.toBe(preferred);
      }),
    );
  });
});
