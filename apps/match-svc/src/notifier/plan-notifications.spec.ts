import { SUBJECTS } from '@castline/contracts';
import { REPORT_EVENTS, REPORT_NOTIFICATION_PLAN, type ReportChannel } from '@castline/domain';
import { planFor, planNotifications, type PlanInputs } from './plan-notifications.js';
import type { NotifierSettings, PlannedStep } from './notifier-types.js';

const CHANNELS: Record<ReportChannel, string> = {
  captainNotifications: '100000000000000001',
  staffApprovalNotifications: '100000000000000002',
  staffScoreReport: '100000000000000003',
  staffCompletedScoreReport: '100000000000000004',
  postMatchReports: '100000000000000005',
  matchTimeChanges: '100000000000000006',
};

function settings(
  switches: { opponentApprove: boolean; staffApprove: boolean },
  extra: Partial<NotifierSettings> = {},
): NotifierSettings {
  return {
    score: { use: true, allowForfeits: false, ...switches },
    rescheduling: { use: true, ...switches },
    channels: CHANNELS,
    sendStaffPreapprovalNotifications: false,
    ...extra,
  };
}

/** A planned step as `remove` or `message@recipient→channel`. */
const show = (steps: PlannedStep[]) =>
  steps.map((s) =>
    s.action === 'remove-requests'
      ? 'remove'
      : `${s.step.message}@${s.step.recipient}→${s.step.channel}=${s.channelId === CHANNELS[s.step.channel] ? 'ok' : 'WRONG'}`,
  );

const OPP = { opponentApprove: true, staffApprove: false };
const STAFF = { opponentApprove: false, staffApprove: true };
const BOTH = { opponentApprove: true, staffApprove: true };

describe('planNotifications follows the b.7 plan of libs/domain', () => {
  it.each<[string, string, PlanInputs, string[]]>([
    [
      'score submitted, opponent approval: ask the opponent in captainNotifications',
      'report.evt.score-submitted.v1',
      { settings: settings(OPP), type: 'score', approvedByStaff: false },
      ['score-approval-request@opponent→captainNotifications=ok'],
    ],
    [
      'score submitted, staff approval only: ask staff in staffApprovalNotifications',
      'report.evt.score-submitted.v1',
      { settings: settings(STAFF), type: 'score', approvedByStaff: false },
      ['score-staff-approval-request@staff→staffApprovalNotifications=ok'],
    ],
    [
      'score submitted, no approvals: nothing',
      'report.evt.score-submitted.v1',
      {
        settings: settings({ opponentApprove: false, staffApprove: false }),
        type: 'score',
        approvedByStaff: false,
      },
      [],
    ],
    [
      'score countered: remove, ping the submitting team, tell staff',
      'report.evt.score-countered.v1',
      { settings: settings(OPP), type: 'score', approvedByStaff: false },
      [
        'remove',
        'score-countered@submitting-team→captainNotifications=ok',
        'score-countered@staff→staffScoreReport=ok',
      ],
    ],
    [
      'opponent approved, staff approval missing: remove and ask staff',
      'report.evt.score-opponent-approved.v1',
      { settings: settings(BOTH), type: 'score', approvedByStaff: false },
      ['remove', 'score-staff-approval-request@staff→staffScoreReport=ok'],
    ],
    [
      'opponent approved, staff pre-approved: remove only',
      'report.evt.score-opponent-approved.v1',
      { settings: settings(BOTH), type: 'score', approvedByStaff: true },
      ['remove'],
    ],
    [
      'score applied: remove, the log to staff, the public report',
      'report.evt.score-applied.v1',
      { settings: settings(OPP), type: 'score', approvedByStaff: false },
      [
        'remove',
        'score-report-log@staff→staffCompletedScoreReport=ok',
        'public-match-report@public→postMatchReports=ok',
      ],
    ],
    [
      'reschedule submitted, both approvals with pre-approval notices: notice and the opponent ask',
      'report.evt.reschedule-submitted.v1',
      {
        settings: settings(BOTH, { sendStaffPreapprovalNotifications: true }),
        type: 'reschedule',
        approvedByStaff: false,
      },
      [
        'reschedule-pre-approval-notice@staff→staffApprovalNotifications=ok',
        'reschedule-approval-request@opponent→captainNotifications=ok',
      ],
    ],
    [
      'reschedule submitted, staff approval only: the staff ask',
      'report.evt.reschedule-submitted.v1',
      { settings: settings(STAFF), type: 'reschedule', approvedByStaff: false },
      ['reschedule-staff-approval-request@staff→staffApprovalNotifications=ok'],
    ],
    [
      'reschedule staff denied: remove, tell both teams',
      'report.evt.reschedule-staff-denied.v1',
      { settings: settings(BOTH), type: 'reschedule', approvedByStaff: false },
      ['remove', 'reschedule-locked@both-teams→captainNotifications=ok'],
    ],
    [
      'reschedule applied: remove, the time change post',
      'report.evt.reschedule-applied.v1',
      { settings: settings(OPP), type: 'reschedule', approvedByStaff: false },
      ['remove', 'match-time-changed@both-teams→matchTimeChanges=ok'],
    ],
    [
      'staff approved (no b.7 row): nothing',
      'report.evt.score-staff-approved.v1',
      { settings: settings(BOTH), type: 'score', approvedByStaff: true },
      [],
    ],
  ])('%s', (_name, subject, inputs, expected) => {
    expect(show(planNotifications(planFor(subject) ?? [], inputs))).toEqual(expected);
  });

  it.each(REPORT_EVENTS)('%s: a missing channel key posts nothing, removals stay', (event) => {
    const inputs: PlanInputs = {
      settings: settings(BOTH, { sendStaffPreapprovalNotifications: true, channels: {} }),
      type: event.includes('reschedule') ? 'reschedule' : 'score',
      approvedByStaff: false,
    };
    const planned = planNotifications(REPORT_NOTIFICATION_PLAN[event], inputs);
    expect(planned.every((s) => s.action === 'remove-requests')).toBe(true);
    expect(planned.length).toBe(
      REPORT_NOTIFICATION_PLAN[event].filter((s) => s.action === 'remove-requests').length,
    );
  });

  it('drops only the posts whose channel is missing', () => {
    const { captainNotifications: _dropped, ...others } = CHANNELS;
    const planned = planNotifications(planFor('report.evt.score-countered.v1') ?? [], {
      settings: settings(OPP, { channels: others }),
      type: 'score',
      approvedByStaff: false,
    });
    expect(show(planned)).toEqual(['remove', 'score-countered@staff→staffScoreReport=ok']);
  });

  it('time changes follow the reschedule-applied row; resolve conflicts alert staff', () => {
    expect(planFor(SUBJECTS.timeChangeAnnounced)).toBe(
      REPORT_NOTIFICATION_PLAN['report.evt.reschedule-applied.v1'],
    );
    expect(
      show(
        planNotifications(planFor(SUBJECTS.bracketResolveConflict) ?? [], {
          settings: settings(OPP),
          type: 'score',
          approvedByStaff: false,
        }),
      ),
    ).toEqual(['bracket-resolve-conflict@staff→staffScoreReport=ok']);
    expect(planFor('match.evt.something-else.v1')).toBeNull();
  });
});
