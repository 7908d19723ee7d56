/**
 * The score-report and reschedule state machines of RULES (b): states, triggers, callers, flags and log keys.
 * Field names are the Report record's (RULES (h)); a service maps its entity to `ReportSnapshot` and back.
 */

/** Score report states (RULES b.2). Available = the match has no linked score report. */
export const SCORE_REPORT_STATES = [
  'Available',
  'AwaitingOpponent',
  'AwaitingStaff',
  'Countered',
  'Disputed',
  'Applied',
  'Denied',
  'Deleted',
  'Superseded',
] as const;
export type ScoreReportState = (typeof SCORE_REPORT_STATES)[number];
/** The four open states (b.2). */
export const SCORE_REPORT_OPEN_STATES = [
  'AwaitingOpponent',
  'AwaitingStaff',
  'Countered',
  'Disputed',
] as const satisfies readonly ScoreReportState[];
/** Archived on entry: the match's reports link moves to report_history and a new report may be submitted (b.2). */
export const SCORE_REPORT_ARCHIVED_STATES = [
  'Denied',
  'Deleted',
  'Superseded',
] as const satisfies readonly ScoreReportState[];

/** Score report triggers, one per row of b.2 (rows 1 to 13 in order). */
export const SCORE_REPORT_TRIGGERS = [
  'submit',
  'approve',
  'counter',
  'counter-approve',
  'counter-deny',
  'staff-pre-approve',
  'staff-approve',
  'staff-force-approve',
  'staff-force-counter-approve',
  'staff-deny',
  'staff-delete',
  'supersede',
  'apply-succeeded',
] as const;
export type ScoreReportTrigger = (typeof SCORE_REPORT_TRIGGERS)[number];

/** Score report log keys (b.2, b.6). */
export const SCORE_REPORT_LOG_KEYS = [
  'submitted_score_report',
  'approved_by_opponent',
  'countered_score_report',
  'approved_counter_report',
  'denied_counter_report',
  'staff_preapproved',
  'staff_approved',
  'staff_force_approved',
  'staff_force_approved_counter',
  'staff_denied',
  'staff_deleted',
  'superseded',
  'applied',
] as const;
export type ScoreReportLogKey = (typeof SCORE_REPORT_LOG_KEYS)[number];

/** Reschedule request states (RULES b.3). Available = the match has no linked reschedule request. */
export const RESCHEDULE_STATES = [
  'Available',
  'AwaitingOpponent',
  'AwaitingStaff',
  'Applied',
  'DeniedByOpponent',
  'DeniedByStaff',
  'Withdrawn',
  'Deleted',
  'Superseded',
] as const;
export type RescheduleState = (typeof RESCHEDULE_STATES)[number];
/** The open states (b.3). */
export const RESCHEDULE_OPEN_STATES = [
  'AwaitingOpponent',
  'AwaitingStaff',
] as const satisfies readonly RescheduleState[];
/**
 * Archived on entry (the link moves to report_history; a new request may be submitted). b.3 marks Superseded;
 * Withdrawn, Deleted ("unlocks") and Applied are archived too, since b.8 shows 'Available' for them (decision).
 */
export const RESCHEDULE_ARCHIVED_STATES = [
  'Applied',
  'Withdrawn',
  'Deleted',
  'Superseded',
] as const satisfies readonly RescheduleState[];
/** Closed but still linked: the next submission archives DeniedByOpponent; DeniedByStaff locks rescheduling. */
export const RESCHEDULE_LINKED_CLOSED_STATES = [
  'DeniedByOpponent',
  'DeniedByStaff',
] as const satisfies readonly RescheduleState[];

/** Reschedule triggers, one per row of b.3 (rows 1 to 11 in order). */
export const RESCHEDULE_TRIGGERS = [
  'submit',
  'approve',
  'deny',
  'withdraw',
  'staff-pre-approve',
  'staff-approve',
  'staff-force-approve',
  'staff-deny',
  'staff-delete',
  'supersede',
  'apply-succeeded',
] as const;
export type RescheduleTrigger = (typeof RESCHEDULE_TRIGGERS)[number];

/** Reschedule log keys (b.3, b.6). */
export const RESCHEDULE_LOG_KEYS = [
  'submitted_request',
  'approved_by_opponent',
  'denied_by_opponent',
  'withdrawn',
  'staff_preapproved',
  'staff_approved',
  'staff_force_approved',
  'staff_denied',
  'staff_deleted',
  'superseded',
  'applied',
] as const;
export type RescheduleLogKey = (typeof RESCHEDULE_LOG_KEYS)[number];

/**
 * Who calls, relative to the report (RULES 0, b.2, b.3): a team member (TM) of the submitting team, a TM of the
 * opponent, staff (ST) of the match, or the internal automation (AUTO, never reachable over HTTP or sockets).
 * On submit there is no report yet: any TM is accepted (they become the submitting team).
 */
export const REPORT_CALLERS = ['submitting-team', 'opponent-team', 'staff', 'auto'] as const;
export type ReportCaller = (typeof REPORT_CALLERS)[number];
/** Who looks at a report label (b.8). */
export const REPORT_VIEWERS = ['submitting-team', 'opponent-team', 'staff'] as const;
export type ReportViewer = (typeof REPORT_VIEWERS)[number];

/** The report flags of b.2 / b.3 plus `approved` (set by apply). */
export const REPORT_FLAGS = [
  'approved',
  'approved_by_team',
  'approved_by_opponent',
  'approved_by_staff',
  'denied_by_staff',
  'denied_by_opponent',
  'countered_by_opponent',
  'force_approved',
] as const;
export type ReportFlag = (typeof REPORT_FLAGS)[number];
export type ReportFlags = Record<ReportFlag, boolean>;

/** The event switches the machines read (RULES b.1: reporting.score / reporting.rescheduling). */
export interface ReportSwitches {
  use: boolean;
  opponentApprove: boolean;
  staffApprove: boolean;
}

/** The report as the machines see it (the Report record of RULES (h) without type, match, player and log). */
export interface ReportSnapshot<S extends string> extends ReportFlags {
  state: S;
  /** The submitting team's id; null while Available. */
  team: string | null;
  /** Score: {mapData, matchData}; reschedule: {start, previous_start}. Validated by the service. */
  data: unknown;
  countered_data: unknown;
}
export type ScoreReportSnapshot = ReportSnapshot<ScoreReportState>;
export type RescheduleSnapshot = ReportSnapshot<RescheduleState>;

/** The data of a reschedule request (b.3 row 1). */
export interface RescheduleData {
  start: string;
  previous_start: string | null;
}

/** A log entry (b.6): `actor` is a player id or "system"; `team` is set for team members, `staff` for staff. */
export interface ReportLogEntry {
  at: number;
  actor: string;
  team: string | null;
  staff: boolean;
  key: string;
  text: string;
}

/** The caller of a transition. `teamId` is the caller's team for TMs; `playerId` is null only for AUTO. */
export interface ReportActor {
  kind: ReportCaller;
  playerId: string | null;
  teamId: string | null;
}
