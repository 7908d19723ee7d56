import { getScoreReportLabel, type ReportLabel } from './get-score-report-label.js';
import type { ReportViewer, ScoreReportState } from './report-types.js';

const waiting: ReportLabel = { label: 'Submitted / Waiting', title: 'Waiting for staff approval' };

describe('getScoreReportLabel (RULES b.8)', () => {
  it.each<[ScoreReportState, ReportViewer, boolean, boolean, ReportLabel | null]>([
    ['Available', 'submitting-team', false, false, { label: 'Available' }],
    ['Available', 'opponent-team', false, false, { label: 'Available' }],
    ['Available', 'staff', true, false, null],
    ['AwaitingOpponent', 'submitting-team', true, false, { label: 'Submitted / Waiting' }],
    ['AwaitingOpponent', 'opponent-team', true, false, { label: 'Needs approval' }],
    ['AwaitingOpponent', 'staff', true, false, { label: 'Pre-approve' }],
    ['AwaitingOpponent', 'staff', true, true, { label: 'Needs opponent' }],
    ['AwaitingOpponent', 'staff', false, false, { label: 'Needs opponent' }],
    ['AwaitingStaff', 'submitting-team', true, false, waiting],
    ['AwaitingStaff', 'opponent-team', true, false, waiting],
    ['AwaitingStaff', 'staff', true, false, { label: 'Needs approval' }],
    ['Countered', 'submitting-team', true, false, { label: 'Needs approval' }],
    ['Countered', 'opponent-team', true, false, { label: 'Submitted / Waiting' }],
    ['Countered', 'staff', true, false, { label: 'Needs opponent' }],
    ['Disputed', 'submitting-team', true, false, waiting],
    ['Disputed', 'opponent-team', true, false, waiting],
    ['Disputed', 'staff', true, false, { label: 'Needs approval' }],
    ['Denied', 'submitting-team', true, false, { label: 'Available' }],
    ['Denied', 'opponent-team', true, false, { label: 'Available' }],
    ['Denied', 'staff', true, false, null],
    ['Deleted', 'submitting-team', true, false, { label: 'Available' }],
    ['Deleted', 'opponent-team', true, false, { label: 'Available' }],
    ['Deleted', 'staff', true, false, null],
    ['Superseded', 'submitting-team', true, false, { label: 'Available' }],
    ['Superseded', 'opponent-team', true, false, { label: 'Available' }],
    ['Superseded', 'staff', true, false, null],
    ['Applied', 'submitting-team', true, true, null],
    ['Applied', 'opponent-team', true, true, null],
    ['Applied', 'staff', true, true, null],
  ])(
    '%s seen by %s (staffApprove %s, staff approved %s) → %j',
    (state, viewer, staffApprove, given, expected) => {
      expect(
        getScoreReportLabel({ state, viewer, staffApprove, approved_by_staff: given }),
      ).toEqual(expected);
    },
  );
});
