import { parseHexColor } from './parse-hex-color.js';

describe('parseHexColor', () => {
  it.each([
    ['#ffffff', { r: 255, g: 255, b: 255 }],
    ['000000', { r: 0, g: 0, b: 0 }],
    ['#333', { r: 51, g: 51, b: 51 }],
    ['abc', { r: 170, g: 187, b: 204 }],
    ['#FF8000', { r: 255, g: 128, b: 0 }],
    ['#ff800080', { r: 255, g: 128, b: 0 }],
    ['#f80c', { r: 255, g: 136, b: 0 }],
    [' #102030 ', { r: 16, g: 32, b: 48 }],
    ['#ggg', null],
    ['#12345', null],
    ['##123456', null],
    ['red', null],
    ['', null],
    [null, null],
  ])('%p → %j', (hex, expected) => {
    expect(parseHexColor(hex)).toEqual(expected);
  });
});
