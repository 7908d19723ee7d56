import { getMatchWinner } from './get-match-winner.js';
import { isMatchComplete } from './is-match-complete.js';

describe('getMatchWinner / isMatchComplete', () => {
  it.each([
    [{ score_1: 3, score_2: 1, first_to: 3 }, true, 1],
    [{ score_1: 0, score_2: 2, first_to: 2 }, true, 2],
    [{ score_1: 2, score_2: 2, first_to: 3 }, false, null],
    [{ score_1: 0, score_2: 0, first_to: 0 }, false, null],
    [{}, false, null],
  ] as const)('%j → complete %s, winner %s', (match, complete, winner) => {
    expect(isMatchComplete(match)).toBe(complete);
    expect(getMatchWinner(match)).toBe(winner);
  });
});
