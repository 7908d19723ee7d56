import { hslToHex } from './hsl-to-hex.js';

describe('hslToHex', () => {
  it.each([
    [0, 100, 50, '#ff0000'],
    [120, 100, 50, '#00ff00'],
    [240, 100, 50, '#0000ff'],
    [0, 0, 0, '#000000'],
    [0, 0, 100, '#ffffff'],
    [60, 100, 50, '#ffff00'],
    [-120, 100, 50, '#0000ff'],
    [480, 100, 50, '#00ff00'],
  ])('hsl(%d, %d%%, %d%%) is %s', (h, s, l, hex) => {
    expect(hslToHex(h, s, l)).toBe(hex);
  });
});
