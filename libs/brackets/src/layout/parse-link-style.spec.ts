import { parseLinkStyle } from './parse-link-style.js';

describe('parseLinkStyle', () => {
  it.each([
    [undefined, 'win', 'connector'],
    [undefined, 'lose', 'loser-drop'],
    [null, 'win', 'connector'],
    [null, 'lose', 'loser-drop'],
    ['', 'lose', 'loser-drop'],
    ['hidden', 'win', 'none'],
    ['none', 'lose', 'none'],
    ['empty', 'win', 'none'],
    ['null', 'lose', 'none'],
    ['arrow', 'win', 'arrow'],
    ['arrow', 'lose', 'arrow'],
    ['arrow-number', 'lose', 'arrow-number'],
    ['Arrow-Number', 'win', 'arrow-number'],
    ['dotted', 'win', 'connector'],
  ] as const)('style %j on a %s link draws %s', (style, kind, expected) => {
    expect(parseLinkStyle(style, kind)).toBe(expected);
  });
});
