import { isSameReportData } from './is-same-report-data.js';
import { SCORE_REPORT_LOG_TEXT } from './report-texts.js';
import type {
  ReportMachine,
  ReportTransitionInput,
  ReportTransitionResult,
} from './report-transition.js';
import {
  SCORE_REPORT_ARCHIVED_STATES,
  SCORE_REPORT_OPEN_STATES,
  type ScoreReportState,
  type ScoreReportTrigger,
} from './report-types.js';
import { runReportTransition } from './run-report-transition.js';
import { applySucceededRow } from './apply-succeeded-row.js';

const OPEN: readonly ScoreReportState[] = SCORE_REPORT_OPEN_STATES;
const TEAMS = ['submitting-team', 'opponent-team'] as const;

/** RULES b.2, row by row. */
const SCORE_REPORT_MACHINE: ReportMachine<ScoreReportState, ScoreReportTrigger> = {
  type: 'score',
  openStates: OPEN,
  archivedStates: SCORE_REPORT_ARCHIVED_STATES,
  useOffCode: 'score-reporting-off',
  logText: SCORE_REPORT_LOG_TEXT,
  settle: (flags, switches) =>
    flags.countered_by_opponent
      ? 'Countered'
      : switches.opponentApprove && !flags.approved_by_opponent
        ? 'AwaitingOpponent'
        : 'AwaitingStaff',
  refuseState: (state, row) => {
    if (row.creates === true) return OPEN.includes(state) ? 'report-open' : 'wrong-state';
    if (state === 'Available' || SCORE_REPORT_ARCHIVED_STATES.some((s) => s === state)) {
      return 'no-open-report';
    }
    return 'wrong-state';
  },
  rows: {
    // 1
    submit: {
      callers: TEAMS,
      from: ['Available'],
      to: 'evaluate',
      logKey: 'submitted_score_report',
      event: 'report.evt.score-submitted.v1',
      creates: true,
      needsUse: true,
      change: (_, data) =>
        data === undefined || data === null
          ? 'missing-data'
          : { data, countered_data: null, approved_by_team: true },
    },
    // 2
    approve: {
      callers: ['opponent-team'],
      from: ['AwaitingOpponent'],
      to: 'evaluate',
      logKey: 'approved_by_opponent',
      event: 'report.evt.score-opponent-approved.v1',
      change: () => ({ approved_by_opponent: true }),
    },
    // 3
    counter: {
      callers: ['opponent-team'],
      from: ['AwaitingOpponent', 'AwaitingStaff'],
      to: 'Countered',
      logKey: 'countered_score_report',
      event: 'report.evt.score-countered.v1',
      needsUse: true,
      change: (report, data) => {
        if (data === undefined || data === null) return 'missing-data';
        if (isSameReportData(data, report.data)) return 'counter-unchanged';
        return {
          countered_data: data,
          countered_by_opponent: true,
          approved_by_opponent: false,
          approved_by_staff: false,
        };
      },
    },
    // 4
    'counter-approve': {
      callers: ['submitting-team'],
      from: ['Countered'],
      to: 'evaluate',
      logKey: 'approved_counter_report',
      event: 'report.evt.score-opponent-approved.v1',
      change: (report) => ({
        data: report.countered_data,
        countered_data: null,
        countered_by_opponent: false,
        approved_by_team: true,
        approved_by_opponent: true,
      }),
    },
    // 5
    'counter-deny': {
      callers: ['submitting-team'],
      from: ['Countered'],
      to: 'Disputed',
      logKey: 'denied_counter_report',
      event: 'report.evt.score-disputed.v1',
      change: () => ({}),
    },
    // 6
    'staff-pre-approve': {
      callers: ['staff'],
      from: ['AwaitingOpponent'],
      to: 'unchanged',
      logKey: 'staff_preapproved',
      event: 'report.evt.score-staff-pre-approved.v1',
      needsStaffApprove: true,
      change: (report) =>
        report.approved_by_staff ? 'already-pre-approved' : { approved_by_staff: true },
    },
    // 7
    'staff-approve': {
      callers: ['staff'],
      from: ['AwaitingStaff'],
      to: 'evaluate',
      logKey: 'staff_approved',
      event: 'report.evt.score-staff-approved.v1',
      change: () => ({ approved_by_staff: true }),
    },
    // 8
    'staff-force-approve': {
      callers: ['staff'],
      from: OPEN,
      to: 'evaluate',
      logKey: 'staff_force_approved',
      event: 'report.evt.score-force-approved.v1',
      change: () => ({ force_approved: true }),
    },
    // 9
    'staff-force-counter-approve': {
      callers: ['staff'],
      from: ['Countered', 'Disputed'],
      to: 'evaluate',
      logKey: 'staff_force_approved_counter',
      event: 'report.evt.score-force-approved.v1',
      change: (report) => ({ data: report.countered_data, force_approved: true }),
    },
    // 10
    'staff-deny': {
      callers: ['staff'],
      from: OPEN,
      to: 'Denied',
      logKey: 'staff_denied',
      event: 'report.evt.score-denied.v1',
      change: () => ({ denied_by_staff: true }),
    },
    // 11
    'staff-delete': {
      callers: ['staff'],
      from: OPEN,
      to: 'Deleted',
      logKey: 'staff_deleted',
      event: 'report.evt.score-deleted.v1',
      change: () => ({}),
    },
    // 12: the match became complete by a path other than this report
    supersede: {
      callers: ['auto'],
      from: OPEN,
      to: 'Superseded',
      logKey: 'superseded',
      event: 'report.evt.score-superseded.v1',
      change: () => ({}),
    },
    // 13: from any state that evaluates true; Applied-not-approved is the result that signalled apply
    'apply-succeeded': applySucceededRow('score', OPEN, 'Applied', 'report.evt.score-applied.v1'),
  },
};

/**
 * The score report state machine (RULES b.2): a refusal with its code, or the next report, the log entry,
 * the event, whether apply must run (b.4, b.5) and whether the match's link moves to report_history.
 * Match-level preconditions (two teams, not complete, the reportData rules) stay with the service.
 */
export function transitionScoreReport(
  input: ReportTransitionInput<ScoreReportState, ScoreReportTrigger>,
): ReportTransitionResult<ScoreReportState> {
  return runReportTransition(SCORE_REPORT_MACHINE, input);
}
