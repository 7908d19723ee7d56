import { describe, expect, it } from 'vitest';
import { fitFontSize } from './fit-font-size.js';

describe('fitFontSize', () => {
  it.each([
    ['empty text: the base size', '', 1000, 80, 40, 80],
    ['short text fits at the base size', 'Be Right Back', 1200, 80, 40, 80],
    ['a long line shrinks', 'A'.repeat(40), 1200, 80, 40, 50],
    ['never below the minimum', 'A'.repeat(400), 1200, 80, 40, 40],
    ['the longest line decides', 'Up next\n' + 'B'.repeat(30), 900, 80, 30, 50],
  ])('%s', (_name, text, width, base, min, expected) => {
    expect(fitFontSize(text, width, base, min)).toBe(expected);
  });
});
