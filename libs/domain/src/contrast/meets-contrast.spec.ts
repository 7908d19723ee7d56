import { CONTRAST_TOLERANCE, meetsContrast } from './meets-contrast.js';

describe('meetsContrast', () => {
  it.each([
    [4.5, 4.5, true],
    [4.51, 4.5, true],
    [4.49, 4.5, false],
    // floating-point noise: the same ratio computed along another path
    [4.494497602293216, 4.494497602293217, true],
    [4.5 - CONTRAST_TOLERANCE / 2, 4.5, true],
    [4.5 - CONTRAST_TOLERANCE * 2, 4.5, false],
    [3, 3, true],
    [2.999, 3, false],
    [null, 1, false],
    [undefined, 1, false],
    [Number.NaN, 1, false],
  ])('%p reaches %p → %p', (ratio, minRatio, expected) => {
    expect(meetsContrast(ratio, minRatio)).toBe(expected);
  });
});
