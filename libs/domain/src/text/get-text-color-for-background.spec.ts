import fc from 'fast-check';
import { getContrastRatio } from './get-contrast-ratio.js';
import { getTextColorForBackground } from './get-text-color-for-background.js';

describe('getTextColorForBackground', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#333', '#ffffff'],
    ['#ffff00', '#000000'],
    ['#0000ff', '#ffffff'],
    ['#ff0000', '#000000'],
    ['#777777', '#000000'],
    ['#757575', '#ffffff'],
    ['not a colour', '#ffffff'],
    [null, '#ffffff'],
    [undefined, '#ffffff'],
  ])('%p → %p', (background, expected) => {
    expect(getTextColorForBackground(background)).toBe(expected);
  });

  it('always picks the colour with the higher contrast', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const background = `#${n.toString(16).padStart(6, '0')}`;
        const chosen = getTextColorForBackground(background);
        const other = chosen === '#000000' ? '#ffffff' : '#000000';
        expect(getContrastRatio(background, chosen)).toBeGreaterThanOrEqual(
          getContrastRatio(background, other) ?? Number.POSITIVE_INFINITY,
        );
      }),
    );
  });
});
