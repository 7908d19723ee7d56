import {
  NO_REPORT,
  RESCHEDULE_TRIGGERS as RESCHEDULE_TRIGGERS_ALL,
  SCORE_REPORT_TRIGGERS,
  RESCHEDULE_BUTTON,
  SCORE_REPORT_BUTTON,
  transitionRescheduleRequest,
  transitionScoreReport,
  type RescheduleState,
  type RescheduleTrigger,
  type ReportSnapshot,
  type ReportSwitches,
  type ScoreReportState,
  type ScoreReportTrigger,
} from '@castline/domain';
import type { ReportViewerRole } from './get-report-viewer.js';

/** A button a viewer may press on a report: its text, the action it calls and that action's body `action`. */
export interface ReportButton<T extends string> {
  readonly trigger: T;
  readonly label: string;
  readonly actionName: string;
  readonly action: string;
  readonly isStaff: boolean;
}

/** Differs from any report data, so a dry-run counter or submit is never refused for its data. */
const PROBE_DATA = { probe: true };

/** The triggers a person presses (b.8 buttons), in the machines' row order. */
const SCORE_TRIGGERS = SCORE_REPORT_TRIGGERS.filter((trigger) => trigger in SCORE_REPORT_BUTTON);
const RESCHEDULE_TRIGGERS = RESCHEDULE_TRIGGERS_ALL.filter(
  (trigger) => trigger in RESCHEDULE_BUTTON,
);

function actorOf(role: ReportViewerRole, playerId: string) {
  return { kind: role.viewer, playerId, teamId: role.teamId } as const;
}

function toButton<T extends string>(
  trigger: T,
  label: string,
  teamAction: string,
  staffAction: string,
): ReportButton<T> {
  const isStaff = trigger.startsWith('staff-');
  return {
    trigger,
    label,
    actionName: isStaff ? staffAction : teamAction,
    action: isStaff ? trigger.slice('staff-'.length) : trigger,
    isStaff,
  };
}

/**
 * The score report buttons this viewer may press now (RULES b.2, b.8): every trigger the state machine accepts
 * from this viewer in the report's state, found by running the machine itself (never a second copy of the
 * table). 'Counter' opens the editor; the others call approve-score-report or staff-approve-score-report.
 */
export function getScoreReportButtons(
  report: Readonly<ReportSnapshot<ScoreReportState>> | null,
  role: ReportViewerRole | null,
  playerId: string,
  switches: Readonly<ReportSwitches>,
): ReportButton<ScoreReportTrigger>[] {
  if (!role || !report) return [];
  return SCORE_TRIGGERS.filter(
    (trigger) =>
      transitionScoreReport({
        report,
        trigger,
        actor: actorOf(role, playerId),
        switches,
        at: 0,
        data: PROBE_DATA,
      }).ok,
  ).map((trigger) =>
    toButton(
      trigger,
      SCORE_REPORT_BUTTON[trigger] ?? trigger,
      trigger === 'counter' ? 'submit-score-report' : 'approve-score-report',
      'staff-approve-score-report',
    ),
  );
}

/** The reschedule buttons this viewer may press now (RULES b.3, b.8), found by running the machine. */
export function getRescheduleButtons(
  request: Readonly<ReportSnapshot<RescheduleState>> | null,
  role: ReportViewerRole | null,
  playerId: string,
  switches: Readonly<ReportSwitches>,
): ReportButton<RescheduleTrigger>[] {
  if (!role || !request) return [];
  return RESCHEDULE_TRIGGERS.filter(
    (trigger) =>
      transitionRescheduleRequest({
        report: request,
        trigger,
        actor: actorOf(role, playerId),
        switches,
        at: 0,
      }).ok,
  ).map((trigger) =>
    toButton(
      trigger,
      RESCHEDULE_BUTTON[trigger] ?? trigger,
      'approve-match-reschedule',
      'staff-approve-match-reschedule',
    ),
  );
}

/** Whether this viewer may open a new score report now (b.2 row 1): no open report, a team member. */
export function canSubmitScoreReport(
  report: Readonly<ReportSnapshot<ScoreReportState>> | null,
  role: ReportViewerRole | null,
  playerId: string,
  switches: Readonly<ReportSwitches>,
): boolean {
  if (!role) return false;
  return transitionScoreReport({
    report: report ?? NO_REPORT,
    trigger: 'submit',
    actor: actorOf(role, playerId),
    switches,
    at: 0,
    data: PROBE_DATA,
  }).ok;
}

/** Whether this viewer may request a new start now (b.3 row 1: no open request, not locked, a team member). */
export function canSubmitReschedule(
  request: Readonly<ReportSnapshot<RescheduleState>> | null,
  role: ReportViewerRole | null,
  playerId: string,
  switches: Readonly<ReportSwitches>,
): boolean {
  if (!role) return false;
  return transitionRescheduleRequest({
    report: request ?? NO_REPORT,
    trigger: 'submit',
    actor: actorOf(role, playerId),
    switches,
    at: 0,
    data: { start: '2000-01-01T00:00:00.000Z', previous_start: null },
  }).ok;
}
