import { mixColors } from './mix-colors.js';

describe('mixColors', () => {
  it.each([
    ['#000000', '#ffffff', 0, '#000000'],
    ['#000000', '#ffffff', 1, '#ffffff'],
    ['#000000', '#ffffff', 0.5, '#808080'],
    ['#111111', '#000000', 0.5, '#090909'],
    ['#ff0000', '#0000ff', 0.25, '#bf0040'],
    ['#000000', '#ffffff', 2, '#ffffff'],
    ['#000000', '#ffffff', -1, '#000000'],
    ['#000000', '#ffffff', Number.NaN, '#000000'],
    ['nope', '#ffffff', 0.5, null],
  ])('%p → %p by %p = %p', (from, to, amount, expected) => {
    expect(mixColors(from, to, amount)).toBe(expected);
  });
});
