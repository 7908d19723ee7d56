import { isMatchStartAhead } from './is-match-start-ahead.js';

const now = Date.parse('2025-06-01T18:00:00Z');

describe('isMatchStartAhead', () => {
  it.each([
    [now + 120_001, true],
    [now + 120_000, false],
    [now + 60_000, false],
    [now - 60_000, false],
    ['2025-06-01T18:05:00Z', true],
    ['2025-06-01T18:02:00Z', false],
    ['not a date', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('start %j → %s', (start, ahead) => {
    expect(isMatchStartAhead(start, now)).toBe(ahead);
  });
});
