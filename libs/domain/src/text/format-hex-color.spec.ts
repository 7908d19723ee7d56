import { formatHexColor } from './format-hex-color.js';

describe('formatHexColor', () => {
  it.each([
    ['#AbCdEf', false, '#abcdef'],
    ['#AbCdEf', true, 'abcdef'],
    ['abcdef', false, '#abcdef'],
    ['abcdef', true, 'abcdef'],
    ['#333', false, '#333333'],
    ['333', true, '333333'],
    ['#f80c', false, '#ff8800cc'],
    ['#FF800080', true, 'ff800080'],
    [' 102030 ', false, '#102030'],
    ['#ggg', false, null],
    ['#12345', true, null],
    ['', false, null],
    [null, true, null],
  ])('%p (remove hash %p) → %p', (hex, removeHash, expected) => {
    expect(formatHexColor(hex, removeHash)).toBe(expected);
  });

  it('adds the hash by default', () => {
    expect(formatHexColor('ABC')).toBe('#aabbcc');
  });
});
