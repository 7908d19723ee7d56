import { RESCHEDULE_LOG_TEXT } from './report-texts.js';
import type {
  ReportMachine,
  ReportTransitionInput,
  ReportTransitionResult,
} from './report-transition.js';
import {
  RESCHEDULE_ARCHIVED_STATES,
  RESCHEDULE_OPEN_STATES,
  type RescheduleState,
  type RescheduleTrigger,
} from './report-types.js';
import { runReportTransition } from './run-report-transition.js';
import { applySucceededRow } from './apply-succeeded-row.js';

const OPEN: readonly RescheduleState[] = RESCHEDULE_OPEN_STATES;
const TEAMS = ['submitting-team', 'opponent-team'] as const;

const isRescheduleData = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  'start' in data &&
  typeof data.start === 'string' &&
  'previous_start' in data &&
  (data.previous_start === null || typeof data.previous_start === 'string');

/** RULES b.3, row by row. */
const RESCHEDULE_MACHINE: ReportMachine<RescheduleState, RescheduleTrigger> = {
  type: 'reschedule',
  openStates: OPEN,
  archivedStates: RESCHEDULE_ARCHIVED_STATES,
  useOffCode: 'rescheduling-off',
  logText: RESCHEDULE_LOG_TEXT,
  settle: (flags, switches) =>
    switches.opponentApprove && !flags.approved_by_opponent ? 'AwaitingOpponent' : 'AwaitingStaff',
  refuseState: (state, row) => {
    if (row.creates === true) {
      if (state === 'DeniedByStaff') return 'rescheduling-locked';
      return OPEN.includes(state) ? 'request-open' : 'wrong-state';
    }
    if (state === 'Available' || RESCHEDULE_ARCHIVED_STATES.some((s) => s === state)) {
      return 'no-open-request';
    }
    return 'wrong-state';
  },
  rows: {
    // 1: from Available or DeniedByOpponent (archived states count as Available)
    submit: {
      callers: TEAMS,
      from: ['Available', 'DeniedByOpponent'],
      to: 'evaluate',
      logKey: 'submitted_request',
      event: 'report.evt.reschedule-submitted.v1',
      creates: true,
      needsUse: true,
      change: (_, data) =>
        isRescheduleData(data)
          ? { data, countered_data: null, approved_by_team: true }
          : 'missing-data',
    },
    // 2
    approve: {
      callers: ['opponent-team'],
      from: ['AwaitingOpponent'],
      to: 'evaluate',
      logKey: 'approved_by_opponent',
      event: 'report.evt.reschedule-opponent-approved.v1',
      change: () => ({ approved_by_opponent: true }),
    },
    // 3
    deny: {
      callers: ['opponent-team'],
      from: ['AwaitingOpponent'],
      to: 'DeniedByOpponent',
      logKey: 'denied_by_opponent',
      event: 'report.evt.reschedule-opponent-denied.v1',
      change: () => ({ denied_by_opponent: true }),
    },
    // 4
    withdraw: {
      callers: ['submitting-team'],
      from: OPEN,
      to: 'Withdrawn',
      logKey: 'withdrawn',
      event: 'report.evt.reschedule-withdrawn.v1',
      change: () => ({}),
    },
    // 5
    'staff-pre-approve': {
      callers: ['staff'],
      from: ['AwaitingOpponent'],
      to: 'unchanged',
      logKey: 'staff_preapproved',
      event: 'report.evt.reschedule-staff-pre-approved.v1',
      needsStaffApprove: true,
      change: (report) =>
        report.approved_by_staff ? 'already-pre-approved' : { approved_by_staff: true },
    },
    // 6
    'staff-approve': {
      callers: ['staff'],
      from: ['AwaitingStaff'],
      to: 'evaluate',
      logKey: 'staff_approved',
      event: 'report.evt.reschedule-staff-approved.v1',
      change: () => ({ approved_by_staff: true }),
    },
    // 7: staff may overrule an opponent's denial
    'staff-force-approve': {
      callers: ['staff'],
      from: ['AwaitingOpponent', 'AwaitingStaff', 'DeniedByOpponent'],
      to: 'evaluate',
      logKey: 'staff_force_approved',
      event: 'report.evt.reschedule-force-approved.v1',
      change: () => ({ force_approved: true }),
    },
    // 8: locks rescheduling until staff delete the request
    'staff-deny': {
      callers: ['staff'],
      from: OPEN,
      to: 'DeniedByStaff',
      logKey: 'staff_denied',
      event: 'report.evt.reschedule-staff-denied.v1',
      change: () => ({ denied_by_staff: true }),
    },
    // 9: any linked state except Applied (archived requests are no longer the match's); unlocks
    'staff-delete': {
      callers: ['staff'],
      from: ['AwaitingOpponent', 'AwaitingStaff', 'DeniedByOpponent', 'DeniedByStaff'],
      to: 'Deleted',
      logKey: 'staff_deleted',
      event: 'report.evt.reschedule-deleted.v1',
      change: () => ({}),
    },
    // 10: a match editor changed start directly
    supersede: {
      callers: ['auto'],
      from: OPEN,
      to: 'Superseded',
      logKey: 'superseded',
      event: 'report.evt.reschedule-superseded.v1',
      change: () => ({}),
    },
    // 11: from any state that evaluates true; Applied-not-approved is the result that signalled apply
    'apply-succeeded': applySucceededRow(
      'reschedule',
      OPEN,
      'Applied',
      'report.evt.reschedule-applied.v1',
    ),
  },
};

/**
 * The reschedule request state machine (RULES b.3): a refusal with its code, or the next request, the log
 * entry, the event, whether apply must run (b.4, b.5) and which links move to report_history. The start
 * rules (future, 300 s steps, the earliest/latest window) and "match not complete" stay with the service.
 */
export function transitionRescheduleRequest(
  input: ReportTransitionInput<RescheduleState, RescheduleTrigger>,
): ReportTransitionResult<RescheduleState> {
  return runReportTransition(RESCHEDULE_MACHINE, input);
}
