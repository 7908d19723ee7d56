import { describe, expect, it } from 'vitest';
import { BRACKET_MIN_FONT_PX, fitBracketFont } from './fit-bracket-font.js';

describe('fitBracketFont', () => {
  it.each([
    [
      'fits: the asked size',
      { fontSizePx: 16, width: 50, height: 20, availableWidth: 1600, availableHeight: 800 },
      16,
    ],
    [
      'too wide: shrunk to the width',
      { fontSizePx: 24, width: 100, height: 20, availableWidth: 1600, availableHeight: 800 },
      16,
    ],
    [
      'too tall: shrunk to the height',
      { fontSizePx: 24, width: 10, height: 100, availableWidth: 1600, availableHeight: 900 },
      9,
    ],
    [
      'rounded down',
      { fontSizePx: 24, width: 30, height: 10, availableWidth: 500, availableHeight: 900 },
      16.66,
    ],
    [
      'never below the minimum',
      { fontSizePx: 16, width: 1000, height: 10, availableWidth: 100, availableHeight: 900 },
      BRACKET_MIN_FONT_PX,
    ],
    [
      'empty drawing keeps the size',
      { fontSizePx: 16, width: 0, height: 0, availableWidth: 100, availableHeight: 100 },
      16,
    ],
  ])('%s', (_name, input, expected) => {
    expect(fitBracketFont(input)).toBe(expected);
  });
});
