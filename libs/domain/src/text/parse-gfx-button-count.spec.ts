import { parseGfxButtonCount } from './parse-gfx-button-count.js';

describe('parseGfxButtonCount', () => {
  it.each([
    ['1', 1],
    ['6', 6],
    [' 24 ', 24],
    [12, 12],
    ['0', null],
    ['25', null],
    [0, null],
    [25, null],
    [-3, null],
    ['2.5', null],
    [2.5, null],
    ['six', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (input, expected) => {
    expect(parseGfxButtonCount(input)).toBe(expected);
  });
});
