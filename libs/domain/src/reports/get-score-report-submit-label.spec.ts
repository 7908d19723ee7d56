import { getScoreReportSubmitLabel } from './get-score-report-submit-label.js';

describe('getScoreReportSubmitLabel (RULES b.8)', () => {
  it.each([
    [true, true, 'Submit for approval'],
    [true, false, 'Submit for approval'],
    [false, true, 'Submit for approval'],
    [false, false, 'Submit match data'],
  ])('opponentApprove %s, staffApprove %s → %s', (opponentApprove, staffApprove, expected) => {
    expect(getScoreReportSubmitLabel({ opponentApprove, staffApprove })).toBe(expected);
  });
});
