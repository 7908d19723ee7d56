import { isMatchComplete } from './is-match-complete.js';

describe('isMatchComplete', () => {
  it.each([
    [{ score_1: 3, score_2: 1, first_to: 3 }, true],
    [{ score_1: 1, score_2: 2, first_to: 2 }, true],
    [{ score_1: 2, score_2: 2, first_to: 3 }, false],
    [{ score_1: 0, score_2: 0, first_to: 0 }, false],
    [{ score_1: null, score_2: null, first_to: null }, false],
    [{ first_to: 1 }, false],
    [{}, false],
  ])('%j → %s', (match, complete) => {
    expect(isMatchComplete(match)).toBe(complete);
  });
});
