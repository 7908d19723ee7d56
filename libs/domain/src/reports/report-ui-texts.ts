import type { RescheduleTrigger, ScoreReportTrigger } from './report-types.js';

/** Editor texts of RULES b.8 (spec copy, verbatim). */
export const SCORE_REPORT_EDITOR_TEXT = {
  confirmTitle: 'Reporting Score',
  submitForApproval: 'Submit for approval',
  submitMatchData: 'Submit match data',
  loadProposed: 'Load proposed score report',
  emptyEditor: 'Empty editor',
  addMap: 'Add map',
} as const;

/**
 * The button of each trigger a person presses (RULES b.8). All are new copy (†) except 'Pre-approve'.
 * Submit has no button here (the editor's confirm button is `getScoreReportSubmitLabel`); supersede and
 * apply-succeeded are automation only.
 */
export const SCORE_REPORT_BUTTON: Partial<Record<ScoreReportTrigger, string>> = {
  approve: 'Approve',
  counter: 'Counter',
  'counter-approve': 'Accept counter',
  'counter-deny': 'Reject counter',
  'staff-pre-approve': 'Pre-approve',
  'staff-approve': 'Approve',
  'staff-force-approve': 'Force approve',
  'staff-force-counter-approve': 'Force approve counter',
  'staff-deny': 'Deny',
  'staff-delete': 'Delete',
};

/** The reschedule buttons (RULES b.8; the opponent's deny reuses "Deny"†, a decision). */
export const RESCHEDULE_BUTTON: Partial<Record<RescheduleTrigger, string>> = {
  approve: 'Approve',
  deny: 'Deny',
  withdraw: 'Withdraw',
  'staff-pre-approve': 'Pre-approve',
  'staff-approve': 'Approve',
  'staff-force-approve': 'Force approve',
  'staff-deny': 'Deny',
  'staff-delete': 'Delete',
};
