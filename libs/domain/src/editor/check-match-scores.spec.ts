import { checkMatchScores } from './check-match-scores.js';

describe('checkMatchScores', () => {
  it.each([
    [{ score_1: 0, score_2: 0, first_to: 3 }, null],
    [{ score_1: 3, score_2: 2, first_to: 3 }, null],
    [{ score_1: 1.5, score_2: 0, first_to: 3 }, 'score-not-integer'],
    [{ score_1: 4, score_2: 0, first_to: 3 }, 'score-out-of-range'],
    [{ score_1: 0, score_2: -1, first_to: 3 }, 'score-out-of-range'],
    [{ score_1: 1, score_2: 0, first_to: null }, 'score-out-of-range'],
    [{ score_1: 3, score_2: 3, first_to: 3 }, 'both-at-first-to'],
    [{ score_1: 3, score_2: 0, first_to: 3, forfeit: true }, null],
    [{ score_1: 0, score_2: 2, first_to: 2, forfeit: true }, null],
    [{ score_1: 3, score_2: 1, first_to: 3, forfeit: true }, 'forfeit-needs-sweep'],
    [{ score_1: 0, score_2: 0, first_to: 3, forfeit: true }, 'forfeit-needs-sweep'],
    [{ score_1: 3, score_2: 1, first_to: 3, forfeit: false }, null],
  ])('%j → %j', (match, problem) => {
    expect(checkMatchScores(match)).toBe(problem);
  });
});
