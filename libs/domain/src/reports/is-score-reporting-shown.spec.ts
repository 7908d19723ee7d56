import { isScoreReportingShown } from './is-score-reporting-shown.js';

describe('isScoreReportingShown (RULES b.1)', () => {
  it.each([
    [true, 2, false, true],
    [false, 2, false, false],
    [true, 1, false, false],
    [true, 0, false, false],
    [true, 2, true, false],
  ])('use %s, %s teams, complete %s → %s', (use, teamCount, isComplete, expected) => {
    expect(isScoreReportingShown({ use, teamCount, isComplete })).toBe(expected);
  });
});
