import type { ReportEvent } from './report-notifications.js';
import type { ReportRefusalCode } from './report-texts.js';
import type {
  ReportActor,
  ReportCaller,
  ReportFlags,
  ReportLogEntry,
  ReportSnapshot,
  ReportSwitches,
} from './report-types.js';

/** What a transition is asked to do. `data` is the payload of submit and counter. */
export interface ReportTransitionInput<S extends string, T extends string> {
  /** The match's linked report, or one in state Available (see `NO_REPORT`) when there is none. */
  report: Readonly<ReportSnapshot<S>>;
  trigger: T;
  actor: ReportActor;
  /** The event's reporting.score or reporting.rescheduling switches, read now (b.1, b.4). */
  switches: Readonly<ReportSwitches>;
  /** The time of the call in ms, for the log entry. */
  at: number;
  data?: unknown;
}

export interface ReportRefusal {
  ok: false;
  code: ReportRefusalCode;
  status: 403 | 409 | 422;
  text: string;
}

export interface ReportTransitionAccepted<S extends string> {
  ok: true;
  from: S;
  /** The report after the transition (a new object; the input is never changed). */
  report: ReportSnapshot<S>;
  logEntry: ReportLogEntry;
  event: ReportEvent;
  /** Submit created a new report (the old one, if any, is archived: see `shouldArchivePrevious`). */
  isNewReport: boolean;
  /** The approval formula holds (b.4) and apply (b.5) must run now, once. Persist `report` only after
   * apply succeeded, together with the `apply-succeeded` transition; if apply fails, persist nothing. */
  shouldApply: boolean;
  /** Move this report's link from the match's reports to report_history. */
  shouldArchive: boolean;
  /** Move the previous report (DeniedByOpponent) to report_history before linking the new one. */
  shouldArchivePrevious: boolean;
}

export type ReportTransitionResult<S extends string> = ReportRefusal | ReportTransitionAccepted<S>;

/** One row of a state machine table (RULES b.2 / b.3). */
export interface ReportTransitionRow<S extends string> {
  callers: readonly ReportCaller[];
  /** From states; Available means no linked report. */
  from: readonly S[];
  /** 'evaluate' = the state the flags and switches settle on; 'unchanged' = stay. The b.4 formula wins:
   * when it holds after a non-closing transition, the report goes to Applied and apply runs. */
  to: S | 'evaluate' | 'unchanged';
  logKey: string;
  event: ReportEvent;
  /** Submit: creates the report (team ← the caller's team). Archived states count as Available. */
  creates?: boolean;
  /** Refused while the event's `use` switch is off. */
  needsUse?: boolean;
  /** Refused while the event's staffApprove switch is off (pre-approve). */
  needsStaffApprove?: boolean;
  /** Data and flag changes, or a refusal for a row-specific rule. */
  change: (
    report: Readonly<ReportSnapshot<S>>,
    data: unknown,
    switches: Readonly<ReportSwitches>,
  ) => Partial<ReportSnapshot<S>> | ReportRefusalCode;
}

/** A whole machine: its rows and the state sets the shared runner needs. */
export interface ReportMachine<S extends string, T extends string> {
  type: 'score' | 'reschedule';
  rows: Readonly<Record<T, ReportTransitionRow<S>>>;
  openStates: readonly S[];
  archivedStates: readonly S[];
  /** The open state a report rests in while the b.4 formula does not hold. */
  settle: (flags: Readonly<ReportFlags>, switches: Readonly<ReportSwitches>) => S;
  /** Why a row's From list does not contain the current state. */
  refuseState: (
    state: S,
    row: ReportTransitionRow<S>,
    report: Readonly<ReportSnapshot<S>>,
  ) => ReportRefusalCode;
  useOffCode: ReportRefusalCode;
  logText: Readonly<Record<string, string>>;
}
