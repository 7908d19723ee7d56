import { parseAutoDraftSeconds } from './parse-auto-draft-seconds.js';

describe('parseAutoDraftSeconds', () => {
  it.each([
    ['5', 5],
    [' 2.5 ', 2.5],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['', null],
    ['Infinity', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (answer, seconds) => {
    expect(parseAutoDraftSeconds(answer)).toBe(seconds);
  });
});
