import { parseStreamTimestamp } from './parse-stream-timestamp.js';

describe('parseStreamTimestamp', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['0', 0],
    ['1h2m3s', 3723],
    ['1h', 3600],
    ['2m', 120],
    ['1m30s', 90],
    ['1H02M03S', 3723],
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['1:30', null],
    ['-5', null],
  ])('%p → %p', (value, expected) => {
    expect(parseStreamTimestamp(value)).toBe(expected);
  });
});
