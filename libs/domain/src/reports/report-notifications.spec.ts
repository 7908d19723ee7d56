import {
  REPORT_EVENTS,
  REPORT_NOTIFICATION_PLAN,
  type ReportEvent,
} from './report-notifications.js';

const CHANNELS = [
  'captainNotifications',
  'staffApprovalNotifications',
  'staffScoreReport',
  'staffCompletedScoreReport',
  'postMatchReports',
  'matchTimeChanges',
];

describe('REPORT_NOTIFICATION_PLAN (RULES b.7)', () => {
  it('has a plan for every event, posting only to logging.* channels', () => {
    expect(Object.keys(REPORT_NOTIFICATION_PLAN).sort()).toEqual([...REPORT_EVENTS].sort());
    for (const steps of Object.values(REPORT_NOTIFICATION_PLAN)) {
      for (const step of steps) {
        if (step.action === 'post') expect(CHANNELS).toContain(step.channel);
        else expect(step).toMatchObject({ recipient: null, channel: null, message: null });
      }
    }
  });

  it.each<[ReportEvent, string[]]>([
    [
      'report.evt.score-submitted.v1',
      [
        'post opponent captainNotifications if opponentApprove',
        'post staff staffApprovalNotifications if staffApprove-and-not-opponentApprove',
      ],
    ],
    [
      'report.evt.score-countered.v1',
      [
        'remove-requests',
        'post submitting-team captainNotifications',
        'post staff staffScoreReport',
      ],
    ],
    [
      'report.evt.score-opponent-approved.v1',
      ['remove-requests', 'post staff staffScoreReport if staff-approval-missing'],
    ],
    ['report.evt.score-disputed.v1', ['post staff staffScoreReport']],
    [
      'report.evt.score-denied.v1',
      ['remove-requests', 'post both-teams captainNotifications', 'post staff staffScoreReport'],
    ],
    ['report.evt.score-deleted.v1', ['remove-requests', 'post staff staffScoreReport']],
    ['report.evt.score-superseded.v1', ['remove-requests', 'post staff staffScoreReport']],
    [
      'report.evt.score-applied.v1',
      ['remove-requests', 'post staff staffCompletedScoreReport', 'post public postMatchReports'],
    ],
    ['report.evt.apply-failed.v1', ['post staff staffScoreReport']],
    [
      'report.evt.reschedule-submitted.v1',
      [
        'post staff staffApprovalNotifications if staffApprove-and-sendStaffPreapprovalNotifications',
        'post opponent captainNotifications if opponentApprove',
        'post staff staffApprovalNotifications if staffApprove-and-not-opponentApprove',
      ],
    ],
    [
      'report.evt.reschedule-opponent-approved.v1',
      ['post staff staffApprovalNotifications if staff-approval-missing'],
    ],
    [
      'report.evt.reschedule-opponent-denied.v1',
      ['remove-requests', 'post other-team captainNotifications'],
    ],
    [
      'report.evt.reschedule-withdrawn.v1',
      ['remove-requests', 'post other-team captainNotifications'],
    ],
    [
      'report.evt.reschedule-staff-denied.v1',
      ['remove-requests', 'post both-teams captainNotifications'],
    ],
    ['report.evt.reschedule-deleted.v1', ['remove-requests']],
    ['report.evt.reschedule-applied.v1', ['remove-requests', 'post both-teams matchTimeChanges']],
  ])('%s', (event, expected) => {
    expect(
      REPORT_NOTIFICATION_PLAN[event].map((step) =>
        step.action === 'post'
          ? `post ${step.recipient ?? ''} ${step.channel ?? ''}${step.when ? ` if ${step.when}` : ''}`
          : step.action,
      ),
    ).toEqual(expected);
  });
});
