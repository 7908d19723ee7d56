import { parseMatchKey } from './parse-match-key.js';

describe('parseMatchKey', () => {
  it.each([
    ['1', 1],
    ['126', 126],
    ['0', null],
    ['01', null],
    ['1.5', null],
    [' 1', null],
    ['abc', null],
    ['', null],
  ])('%j → %j', (key, expected) => {
    expect(parseMatchKey(key)).toBe(expected);
  });
});
