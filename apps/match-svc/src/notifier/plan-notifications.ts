import { SUBJECTS } from '@castline/contracts';
import {
  REPORT_NOTIFICATION_PLAN,
  type ReportEvent,
  type ReportNotificationStep,
} from '@castline/domain';
import type { NotifierSettings, PlannedStep } from './notifier-types.js';

/** The plan of `bracket.evt.resolve-conflict.v1` (b.7's last row; not a report event, so not in the report plan). */
export const RESOLVE_CONFLICT_PLAN: readonly ReportNotificationStep[] = [
  {
    action: 'post',
    recipient: 'staff',
    channel: 'staffScoreReport',
    message: 'bracket-resolve-conflict',
  },
];

/** What the `when` of a step reads (b.7: switches and flags read when the event is handled). */
export interface PlanInputs {
  settings: NotifierSettings;
  /** Which switches apply: the report's type (a time change and a conflict have no report: score switches). */
  type: 'score' | 'reschedule';
  /** The report's approved_by_staff flag now (false without a report). */
  approvedByStaff: boolean;
}

function holds(step: ReportNotificationStep, { settings, type, approvedByStaff }: PlanInputs) {
  const switches = type === 'score' ? settings.score : settings.rescheduling;
  switch (step.when) {
    case undefined:
      return true;
    case 'opponentApprove':
      return switches.opponentApprove;
    case 'staffApprove-and-not-opponentApprove':
      return switches.staffApprove && !switches.opponentApprove;
    case 'staffApprove-and-sendStaffPreapprovalNotifications':
      return switches.staffApprove && settings.sendStaffPreapprovalNotifications;
    case 'staff-approval-missing':
      return switches.staffApprove && !approvedByStaff;
  }
}

/**
 * Follows a plan (REPORT_NOTIFICATION_PLAN of libs/domain, or RESOLVE_CONFLICT_PLAN): the steps whose condition
 * holds, each post with its channel id from the event's logging.* keys. A post whose channel key is missing is
 * dropped (RULES b.7: nothing is posted); removing requests never needs a channel.
 */
export function planNotifications(
  plan: readonly ReportNotificationStep[],
  inputs: PlanInputs,
): PlannedStep[] {
  const planned: PlannedStep[] = [];
  for (const step of plan) {
    if (!holds(step, inputs)) continue;
    if (step.action === 'remove-requests') {
      planned.push({ action: 'remove-requests' });
      continue;
    }
    const { channel, message } = step;
    if (!channel || !message) continue;
    const channelId = inputs.settings.channels[channel];
    if (!channelId) continue;
    planned.push({ action: 'post', step: { ...step, channel, message }, channelId });
  }
  return planned;
}

/** The plan of a domain event subject: a report event's b.7 row; time changes share reschedule-applied's row. */
export function planFor(subject: string): readonly ReportNotificationStep[] | null {
  if (subject === SUBJECTS.timeChangeAnnounced)
    return REPORT_NOTIFICATION_PLAN['report.evt.reschedule-applied.v1'];
  if (subject === SUBJECTS.bracketResolveConflict) return RESOLVE_CONFLICT_PLAN;
  return subject in REPORT_NOTIFICATION_PLAN
    ? REPORT_NOTIFICATION_PLAN[subject as ReportEvent]
    : null;
}
