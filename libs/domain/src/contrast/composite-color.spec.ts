import { compositeColor } from './composite-color.js';

describe('compositeColor', () => {
  it.each([
    ['#ffffff', '#000000', '#ffffff'],
    ['#FFF', '#000000', '#ffffff'],
    ['#ffffff80', '#000000', '#808080'],
    ['#00000080', '#ffffff', '#7f7f7f'],
    ['#ff000000', '#123456', '#123456'],
    ['#f008', '#ffffff', '#ff7777'],
    ['#ffffff80', 'not a colour', '#999999'],
    ['nope', '#000000', null],
    [null, '#000000', null],
  ])('%p over %p → %p', (color, backdrop, expected) => {
    expect(compositeColor(color, backdrop)).toBe(expected);
  });

  it('layers over the #333 fallback by default', () => {
    expect(compositeColor('#ffffff00')).toBe('#333333');
  });
});
