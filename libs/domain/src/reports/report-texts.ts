import type { RescheduleLogKey, ScoreReportLogKey } from './report-types.js';

/** Why a transition is refused; each code has an HTTP status for the transport's table and a user text. */
export const REPORT_REFUSAL_CODES = [
  'not-team-member',
  'not-opponent',
  'not-submitting-team',
  'not-staff',
  'not-system',
  'score-reporting-off',
  'rescheduling-off',
  'staff-approval-off',
  'report-open',
  'request-open',
  'rescheduling-locked',
  'no-open-report',
  'no-open-request',
  'wrong-state',
  'already-pre-approved',
  'already-applied',
  'not-approved',
  'missing-data',
  'counter-unchanged',
] as const;
export type ReportRefusalCode = (typeof REPORT_REFUSAL_CODES)[number];

/**
 * Status and user text per refusal code. Texts marked † are new copy chosen here (RULES gave none);
 * 'You are not on a team in this match' and 'Only event staff can do this' are RULES (a)'s common refusals,
 * 'There are no differences …' is the spec text of RULES (a) submit-score-report.
 */
export const REPORT_REFUSALS: Record<ReportRefusalCode, { status: 403 | 409 | 422; text: string }> =
  {
    'not-team-member': { status: 403, text: 'You are not on a team in this match' },
    'not-opponent': { status: 403, text: 'Only the opposing team can do this' }, // †
    'not-submitting-team': { status: 403, text: 'Only the team that submitted this can do this' }, // †
    'not-staff': { status: 403, text: 'Only event staff can do this' },
    'not-system': { status: 403, text: 'Only the system can do this' }, // †
    'score-reporting-off': { status: 409, text: 'Score reporting is not enabled for this event' }, // †
    'rescheduling-off': { status: 409, text: 'Rescheduling is not enabled for this event' }, // †
    'staff-approval-off': { status: 409, text: 'Staff approval is not enabled for this event' }, // †
    'report-open': { status: 409, text: 'This match already has an open score report' }, // †
    'request-open': { status: 409, text: 'This match already has an open reschedule request' }, // †
    'rescheduling-locked': {
      status: 409,
      text: 'Rescheduling is locked for this match. Please contact staff.', // †
    },
    'no-open-report': { status: 409, text: 'This match has no open score report' }, // †
    'no-open-request': { status: 409, text: 'This match has no open reschedule request' }, // †
    'wrong-state': {
      status: 409,
      text: 'This is not possible in the current state of the request',
    }, // †
    'already-pre-approved': { status: 409, text: 'Staff have already approved this' }, // †
    'already-applied': { status: 409, text: 'This has already been applied' }, // †
    'not-approved': { status: 409, text: 'This has not been approved yet' }, // †
    'missing-data': { status: 422, text: 'The report data is missing' }, // †
    'counter-unchanged': {
      status: 422,
      text: 'There are no differences to the initial report. You can approve the initial report by cancelling the counter edit.',
    },
  };

/** The readable sentence of each score report log entry (RULES b.6: "a readable sentence"†, all new copy). */
export const SCORE_REPORT_LOG_TEXT: Record<ScoreReportLogKey, string> = {
  submitted_score_report: 'Submitted a score report.',
  approved_by_opponent: 'The opposing team approved the score report.',
  countered_score_report: 'The opposing team submitted a counter report.',
  approved_counter_report: 'The submitting team accepted the counter report.',
  denied_counter_report: 'The submitting team rejected the counter report. Staff will decide.',
  staff_preapproved: 'Staff pre-approved the score report.',
  staff_approved: 'Staff approved the score report.',
  staff_force_approved: 'Staff force approved the score report.',
  staff_force_approved_counter: 'Staff force approved the counter report.',
  staff_denied: 'Staff denied the score report.',
  staff_deleted: 'Staff deleted the score report.',
  superseded: 'The match result was set another way, so this score report no longer applies.',
  applied: 'The score report was applied to the match.',
};

/** The readable sentence of each reschedule log entry (RULES b.6, all new copy†). */
export const RESCHEDULE_LOG_TEXT: Record<RescheduleLogKey, string> = {
  submitted_request: 'Requested a new match time.',
  approved_by_opponent: 'The opposing team approved the new match time.',
  denied_by_opponent: 'The opposing team denied the new match time.',
  withdrawn: 'The request was withdrawn.',
  staff_preapproved: 'Staff pre-approved the new match time.',
  staff_approved: 'Staff approved the new match time.',
  staff_force_approved: 'Staff force approved the new match time.',
  staff_denied: 'Staff denied the request. Rescheduling is locked until staff delete it.',
  staff_deleted: 'Staff deleted the request.',
  superseded: 'The match time was changed another way, so this request no longer applies.',
  applied: 'The new match time was applied.',
};
