/**
 * The domain events of RULES b.7 and the notifier's reaction to each, as data. A transition names its event
 * (`ReportTransition.event`); the notifier looks the event up here. Channels are logging.* keys of the event's
 * blocks; a missing channel key means nothing is posted.
 */
export const REPORT_EVENTS = [
  'report.evt.score-submitted.v1',
  'report.evt.score-countered.v1',
  'report.evt.score-opponent-approved.v1',
  'report.evt.score-disputed.v1',
  'report.evt.score-staff-pre-approved.v1',
  'report.evt.score-staff-approved.v1',
  'report.evt.score-force-approved.v1',
  'report.evt.score-denied.v1',
  'report.evt.score-deleted.v1',
  'report.evt.score-superseded.v1',
  'report.evt.score-applied.v1',
  'report.evt.apply-failed.v1',
  'report.evt.reschedule-submitted.v1',
  'report.evt.reschedule-opponent-approved.v1',
  'report.evt.reschedule-opponent-denied.v1',
  'report.evt.reschedule-withdrawn.v1',
  'report.evt.reschedule-staff-pre-approved.v1',
  'report.evt.reschedule-staff-approved.v1',
  'report.evt.reschedule-force-approved.v1',
  'report.evt.reschedule-staff-denied.v1',
  'report.evt.reschedule-deleted.v1',
  'report.evt.reschedule-superseded.v1',
  'report.evt.reschedule-applied.v1',
] as const;
export type ReportEvent = (typeof REPORT_EVENTS)[number];

/** logging.* channel keys of the event blocks (RULES (h)). */
export type ReportChannel =
  | 'captainNotifications'
  | 'staffApprovalNotifications'
  | 'staffScoreReport'
  | 'staffCompletedScoreReport'
  | 'postMatchReports'
  | 'matchTimeChanges';

/** One notifier step: post a message, or remove the pending requests the notifier posted for this report. */
export interface ReportNotificationStep {
  action: 'post' | 'remove-requests';
  recipient:
    'opponent' | 'submitting-team' | 'other-team' | 'both-teams' | 'staff' | 'public' | null;
  channel: ReportChannel | null;
  /** A message key for the notifier's templates (not user copy). */
  message: string | null;
  /** When the step runs (switches and flags read when the event is handled); absent = always. */
  when?:
    | 'opponentApprove'
    | 'staffApprove-and-not-opponentApprove'
    | 'staffApprove-and-sendStaffPreapprovalNotifications'
    | 'staff-approval-missing';
  /** A message this one replaces (the notifier deletes it). */
  replaces?: string;
}

const removeRequests: ReportNotificationStep = {
  action: 'remove-requests',
  recipient: null,
  channel: null,
  message: null,
};

/**
 * The notifier's reaction per event (b.7). Events b.7 does not list (staff pre-approve, staff approve,
 * force approve: their outcome is announced by the applied event) have no reaction: an empty plan.
 */
export const REPORT_NOTIFICATION_PLAN: Record<ReportEvent, readonly ReportNotificationStep[]> = {
  'report.evt.score-submitted.v1': [
    {
      action: 'post',
      recipient: 'opponent',
      channel: 'captainNotifications',
      message: 'score-approval-request',
      when: 'opponentApprove',
    },
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffApprovalNotifications',
      message: 'score-staff-approval-request',
      when: 'staffApprove-and-not-opponentApprove',
    },
  ],
  'report.evt.score-countered.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'submitting-team',
      channel: 'captainNotifications',
      message: 'score-countered',
    },
    { action: 'post', recipient: 'staff', channel: 'staffScoreReport', message: 'score-countered' },
  ],
  'report.evt.score-opponent-approved.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffScoreReport',
      message: 'score-staff-approval-request',
      when: 'staff-approval-missing',
    },
  ],
  'report.evt.score-disputed.v1': [
    { action: 'post', recipient: 'staff', channel: 'staffScoreReport', message: 'score-disputed' },
  ],
  'report.evt.score-staff-pre-approved.v1': [],
  'report.evt.score-staff-approved.v1': [],
  'report.evt.score-force-approved.v1': [],
  'report.evt.score-denied.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'both-teams',
      channel: 'captainNotifications',
      message: 'score-denied',
    },
    { action: 'post', recipient: 'staff', channel: 'staffScoreReport', message: 'score-denied' },
  ],
  'report.evt.score-deleted.v1': [
    removeRequests,
    { action: 'post', recipient: 'staff', channel: 'staffScoreReport', message: 'score-deleted' },
  ],
  'report.evt.score-superseded.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffScoreReport',
      message: 'score-superseded',
    },
  ],
  'report.evt.score-applied.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffCompletedScoreReport',
      message: 'score-report-log',
    },
    {
      action: 'post',
      recipient: 'public',
      channel: 'postMatchReports',
      message: 'public-match-report',
    },
  ],
  'report.evt.apply-failed.v1': [
    { action: 'post', recipient: 'staff', channel: 'staffScoreReport', message: 'apply-failed' },
  ],
  'report.evt.reschedule-submitted.v1': [
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffApprovalNotifications',
      message: 'reschedule-pre-approval-notice',
      when: 'staffApprove-and-sendStaffPreapprovalNotifications',
    },
    {
      action: 'post',
      recipient: 'opponent',
      channel: 'captainNotifications',
      message: 'reschedule-approval-request',
      when: 'opponentApprove',
    },
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffApprovalNotifications',
      message: 'reschedule-staff-approval-request',
      when: 'staffApprove-and-not-opponentApprove',
      replaces: 'reschedule-pre-approval-notice',
    },
  ],
  'report.evt.reschedule-opponent-approved.v1': [
    {
      action: 'post',
      recipient: 'staff',
      channel: 'staffApprovalNotifications',
      message: 'reschedule-staff-approval-request',
      when: 'staff-approval-missing',
      replaces: 'reschedule-pre-approval-notice',
    },
  ],
  'report.evt.reschedule-opponent-denied.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'other-team',
      channel: 'captainNotifications',
      message: 'reschedule-time-stands',
    },
  ],
  'report.evt.reschedule-withdrawn.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'other-team',
      channel: 'captainNotifications',
      message: 'reschedule-time-stands',
    },
  ],
  'report.evt.reschedule-staff-pre-approved.v1': [],
  'report.evt.reschedule-staff-approved.v1': [],
  'report.evt.reschedule-force-approved.v1': [],
  'report.evt.reschedule-staff-denied.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'both-teams',
      channel: 'captainNotifications',
      message: 'reschedule-locked',
    },
  ],
  'report.evt.reschedule-deleted.v1': [removeRequests],
  'report.evt.reschedule-superseded.v1': [removeRequests],
  'report.evt.reschedule-applied.v1': [
    removeRequests,
    {
      action: 'post',
      recipient: 'both-teams',
      channel: 'matchTimeChanges',
      message: 'match-time-changed',
      replaces: 'match-time-changed',
    },
  ],
};
