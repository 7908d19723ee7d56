import { parseTimezoneOffsetHours } from './parse-timezone-offset-hours.js';

describe('parseTimezoneOffsetHours', () => {
  it.each([
    [2, 2],
    [-12, -12],
    [12, 12],
    [0, 0],
    ['+2', 2],
    ['-5', -5],
    [' 3 ', 3],
    [13, null],
    [-13, null],
    [1.5, null],
    ['2.5', null],
    ['local', null],
    ['Europe/London', null],
    [null, null],
    [true, null],
  ])('%p → %p', (setting, expected) => {
    expect(parseTimezoneOffsetHours(setting)).toBe(expected);
  });
});
