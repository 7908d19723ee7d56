import { formatRgbColor } from './format-rgb-color.js';

describe('formatRgbColor', () => {
  it.each([
    [{ r: 0, g: 0, b: 0 }, '#000000'],
    [{ r: 255, g: 255, b: 255 }, '#ffffff'],
    [{ r: 127.5, g: 15.2, b: 300 }, '#800fff'],
    [{ r: -4, g: 1, b: 16 }, '#000110'],
  ])('%j → %p', (color, expected) => {
    expect(formatRgbColor(color)).toBe(expected);
  });
});
