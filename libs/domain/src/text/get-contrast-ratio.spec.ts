import fc from 'fast-check';
import { getContrastRatio } from './get-contrast-ratio.js';

const hexColor = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('getContrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#123456', '#123456', 1],
    ['#767676', '#ffffff', 4.542],
    ['#ff0000', '#ffffff', 3.998],
    ['#333', '#fff', 12.633],
    ['0000ff', 'ffff00', 8.0],
  ])('%p vs %p → %p', (a, b, expected) => {
    expect(getContrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['#ffffff', 'not a colour'],
    ['', '#000000'],
  ])('%p vs %p → null', (a, b) => {
    expect(getContrastRatio(a, b)).toBeNull();
  });

  it('is symmetric and lies between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = getContrastRatio(a, b);
        expect(ratio).not.toBeNull();
        expect(ratio).toBeCloseTo(getContrastRatio(b, a) ?? Number.NaN, 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });
});
