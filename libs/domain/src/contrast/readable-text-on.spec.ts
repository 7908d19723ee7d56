import fc from 'fast-check';
import { getContrastRatio } from '../text/get-contrast-ratio.js';
import { compositeColor } from './composite-color.js';
import {
  CONTRAST_MIN_LARGE_TEXT,
  CONTRAST_MIN_TEXT,
  NEAR_BLACK,
  NEAR_WHITE,
} from './contrast-levels.js';
import { meetsContrast } from './meets-contrast.js';
import { readableTextOn, shownBackground } from './readable-text-on.js';

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
    // a mid-tone where neither soft colour reaches 4.5: near-white contrasts more (4.37 vs 4.10), so it is moved
    // toward pure white just far enough (4.52:1)
    ['#757575', undefined, undefined, '#fcfdfd'],
    // the same where near-black contrasts more (4.40 vs 4.07): moved toward pure black
    ['#7a7a7a', undefined, undefined, '#0d0d0d'],
    // missing or non-hex background: the #333 fallback
    [null, undefined, undefined, NEAR_WHITE],
    ['not a colour', '#444444', undefined, NEAR_WHITE],
  ] as const)('%p with preferred %p (min %p) → %p', (background, preferred, minRatio, expected) => {
    expect(readableTextOn(background, preferred, minRatio === undefined ? {} : { minRatio })).toBe(
      expected,
    );
  });

  it('shows a transparent or missing background as what is under it', () => {
    expect(shownBackground('#ffffff00', '#14151b')).toBe('#14151b');
    expect(shownBackground('#ffffff80', '#000000')).toBe('#808080');
    expect(shownBackground(null, '#ffffff')).toBe('#333333');
    expect(shownBackground('#ffffff80', '#00000000')).toBe('#999999');
  });

  it('layers a semi-transparent background over its backdrop', () => {
    // 10% white over the dark page is still dark: light text
    expect(readableTextOn('#ffffff1a', undefined, { backdrop: '#14151b' })).toBe(NEAR_WHITE);
    // 90% white over it is light: dark text
    expect(readableTextOn('#ffffffe6', undefined, { backdrop: '#14151b' })).toBe(NEAR_BLACK);
  });

  it('answers pure black or white, whichever contrasts more, when the ratio asked for cannot be reached', () => {
    // white 4.61:1, black 4.56:1
    expect(readableTextOn('#757575', undefined, { minRatio: 7 })).toBe('#ffffff');
    expect(readableTextOn('#7a7a7a', undefined, { minRatio: 7 })).toBe('#000000');
  });

  it('picks the soft colour with the higher contrast when both reach the ratio', () => {
    fc.assert(
      fc.property(opaqueColor, (background) => {
        const text = readableTextOn(background);
        const onBlack = getContrastRatio(background, NEAR_BLACK) ?? 0;
        const onWhite = getContrastRatio(background, NEAR_WHITE) ?? 0;
        if (text === NEAR_BLACK) expect(onBlack).toBeGreaterThanOrEqual(onWhite);
        if (text === NEAR_WHITE) expect(onWhite).toBeGreaterThan(onBlack);
        if (meetsContrast(onBlack, CONTRAST_MIN_TEXT) || meetsContrast(onWhite, CONTRAST_MIN_TEXT))
          expect([NEAR_BLACK, NEAR_WHITE]).toContain(text);
      }),
      { numRuns: 2000 },
    );
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
          expect(meetsContrast(getContrastRatio(shown, text), minRatio)).toBe(true);
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
        if (meetsContrast(ratio, CONTRAST_MIN_TEXT)) expect(text).toBe(preferred);
        else expect(text).not.toBe(preferred);
      }),
    );
  });
});
