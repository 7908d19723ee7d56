import { getRelativeLuminance } from './get-relative-luminance.js';

describe('getRelativeLuminance', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2158605],
    ['#333', 0.0331048],
  ])('%p → %p', (hex, expected) => {
    expect(getRelativeLuminance(hex)).toBeCloseTo(expected, 6);
  });

  it.each([['nope'], [''], [null]])('%p → null', (hex) => {
    expect(getRelativeLuminance(hex)).toBeNull();
  });
});
