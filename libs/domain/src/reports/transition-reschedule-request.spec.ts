import { NO_REPORT } from './no-report.js';
import type { ReportTransitionAccepted, ReportTransitionResult } from './report-transition.js';
import {
  REPORT_CALLERS,
  RESCHEDULE_STATES,
  type ReportActor,
  type ReportCaller,
  type ReportFlag,
  type ReportSwitches,
  type RescheduleData,
  type RescheduleSnapshot,
  type RescheduleState,
  type RescheduleTrigger,
} from './report-types.js';
import { transitionRescheduleRequest } from './transition-reschedule-request.js';

const REQUEST: RescheduleData = {
  start: '2026-12-01T19:00:00.000Z',
  previous_start: '2026-11-30T19:00:00.000Z',
};
const OTHER: RescheduleData = {
  start: '2026-12-02T19:00:00.000Z',
  previous_start: '2026-11-30T19:00:00.000Z',
};
const AT = 1_764_000_000_000;

const ACTORS: Record<ReportCaller, ReportActor> = {
  'submitting-team': { kind: 'submitting-team', playerId: 'P1', teamId: 'T1' },
  'opponent-team': { kind: 'opponent-team', playerId: 'P2', teamId: 'T2' },
  staff: { kind: 'staff', playerId: 'S1', teamId: null },
  auto: { kind: 'auto', playerId: null, teamId: null },
};
const BOTH: ReportSwitches = { use: true, opponentApprove: true, staffApprove: true };
const OPPONENT_ONLY: ReportSwitches = { use: true, opponentApprove: true, staffApprove: false };
const STAFF_ONLY: ReportSwitches = { use: true, opponentApprove: false, staffApprove: true };
const NONE: ReportSwitches = { use: true, opponentApprove: false, staffApprove: false };

const request = (state: RescheduleState, ...flags: ReportFlag[]): RescheduleSnapshot => ({
  ...NO_REPORT,
  state,
  team: 'T1',
  data: REQUEST,
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
});

/** A plausible request in each state with both approvals on. */
const SAMPLE: Record<RescheduleState, RescheduleSnapshot> = {
  Available: { ...NO_REPORT },
  AwaitingOpponent: request('AwaitingOpponent', 'approved_by_team'),
  AwaitingStaff: request('AwaitingStaff', 'approved_by_team', 'approved_by_opponent'),
  Applied: request(
    'Applied',
    'approved',
    'approved_by_team',
    'approved_by_opponent',
    'approved_by_staff',
  ),
  DeniedByOpponent: request('DeniedByOpponent', 'approved_by_team', 'denied_by_opponent'),
  DeniedByStaff: request('DeniedByStaff', 'approved_by_team', 'denied_by_staff'),
  Withdrawn: request('Withdrawn', 'approved_by_team'),
  Deleted: request('Deleted', 'approved_by_team'),
  Superseded: request('Superseded', 'approved_by_team'),
};

const run = (
  from: RescheduleSnapshot,
  trigger: RescheduleTrigger,
  caller: ReportCaller,
  switches: ReportSwitches = BOTH,
  data?: unknown,
): ReportTransitionResult<RescheduleState> =>
  transitionRescheduleRequest({
    report: from,
    trigger,
    actor: ACTORS[caller],
    switches,
    at: AT,
    data,
  });

const accepted = (
  result: ReportTransitionResult<RescheduleState>,
): ReportTransitionAccepted<RescheduleState> => {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
};

const OPEN: RescheduleState[] = ['AwaitingOpponent', 'AwaitingStaff'];

/** Every row of RULES b.3. Submit also starts over from the archived states (Applied, Withdrawn, Deleted, Superseded). */
const ROWS: {
  row: number;
  trigger: RescheduleTrigger;
  callers: ReportCaller[];
  from: RescheduleState[];
  data?: unknown;
  prepare?: (r: RescheduleSnapshot) => RescheduleSnapshot;
  logKey: string;
}[] = [
  {
    row: 1,
    trigger: 'submit',
    callers: ['submitting-team', 'opponent-team'],
    from: ['Available', 'DeniedByOpponent', 'Applied', 'Withdrawn', 'Deleted', 'Superseded'],
    data: OTHER,
    logKey: 'submitted_request',
  },
  {
    row: 2,
    trigger: 'approve',
    callers: ['opponent-team'],
    from: ['AwaitingOpponent'],
    logKey: 'approved_by_opponent',
  },
  {
    row: 3,
    trigger: 'deny',
    callers: ['opponent-team'],
    from: ['AwaitingOpponent'],
    logKey: 'denied_by_opponent',
  },
  { row: 4, trigger: 'withdraw', callers: ['submitting-team'], from: OPEN, logKey: 'withdrawn' },
  {
    row: 5,
    trigger: 'staff-pre-approve',
    callers: ['staff'],
    from: ['AwaitingOpponent'],
    logKey: 'staff_preapproved',
  },
  {
    row: 6,
    trigger: 'staff-approve',
    callers: ['staff'],
    from: ['AwaitingStaff'],
    logKey: 'staff_approved',
  },
  {
    row: 7,
    trigger: 'staff-force-approve',
    callers: ['staff'],
    from: [...OPEN, 'DeniedByOpponent'],
    logKey: 'staff_force_approved',
  },
  { row: 8, trigger: 'staff-deny', callers: ['staff'], from: OPEN, logKey: 'staff_denied' },
  {
    row: 9,
    trigger: 'staff-delete',
    callers: ['staff'],
    from: [...OPEN, 'DeniedByOpponent', 'DeniedByStaff'],
    logKey: 'staff_deleted',
  },
  { row: 10, trigger: 'supersede', callers: ['auto'], from: OPEN, logKey: 'superseded' },
  {
    row: 11,
    trigger: 'apply-succeeded',
    callers: ['auto'],
    from: [...OPEN, 'Applied'],
    prepare: (r) => ({ ...r, approved: false, force_approved: true }),
    logKey: 'applied',
  },
];

describe('transitionRescheduleRequest (RULES b.3)', () => {
  describe.each(ROWS)(
    'row $row: $trigger',
    ({ trigger, callers, from, data, prepare = (r) => r, logKey }) => {
      it.each(from.flatMap((state) => callers.map((caller) => [state, caller] as const)))(
        'is allowed from %s for %s',
        (state, caller) => {
          const result = accepted(run(prepare(SAMPLE[state]), trigger, caller, BOTH, data));
          expect(result.logEntry.key).toBe(logKey);
          expect(result.from).toBe(state);
        },
      );

      it.each(
        RESCHEDULE_STATES.filter((state) => !from.includes(state)).flatMap((state) =>
          callers.map((caller) => [state, caller] as const),
        ),
      )('is refused from %s (409) for %s', (state, caller) => {
        expect(run(prepare(SAMPLE[state]), trigger, caller, BOTH, data)).toMatchObject({
          ok: false,
          status: 409,
        });
      });

      it.each(
        REPORT_CALLERS.filter((caller) => !callers.includes(caller)).flatMap((caller) =>
          from.map((state) => [caller, state] as const),
        ),
      )('is refused for %s (403) from %s', (caller, state) => {
        expect(run(prepare(SAMPLE[state]), trigger, caller, BOTH, data)).toMatchObject({
          ok: false,
          status: 403,
        });
      });
    },
  );

  describe('outcomes', () => {
    it.each<
      [
        string,
        RescheduleSnapshot,
        RescheduleTrigger,
        ReportCaller,
        ReportSwitches,
        unknown,
        RescheduleState,
        Partial<RescheduleSnapshot>,
        boolean,
      ]
    >([
      [
        '1: submit waits for the opponent',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        BOTH,
        REQUEST,
        'AwaitingOpponent',
        { team: 'T1', data: REQUEST, approved_by_team: true },
        false,
      ],
      [
        '1: submit waits for staff when only staffApprove is on',
        SAMPLE.Available,
        'submit',
        'opponent-team',
        STAFF_ONLY,
        REQUEST,
        'AwaitingStaff',
        { team: 'T2' },
        false,
      ],
      [
        '1: submit applies when no approval is needed',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        NONE,
        REQUEST,
        'Applied',
        { approved: false, approved_by_team: true },
        true,
      ],
      [
        '1: submit after an opponent denial starts a fresh request',
        SAMPLE.DeniedByOpponent,
        'submit',
        'opponent-team',
        BOTH,
        OTHER,
        'AwaitingOpponent',
        { team: 'T2', data: OTHER, denied_by_opponent: false },
        false,
      ],
      [
        '2: approve waits for staff',
        SAMPLE.AwaitingOpponent,
        'approve',
        'opponent-team',
        BOTH,
        undefined,
        'AwaitingStaff',
        { approved_by_opponent: true },
        false,
      ],
      [
        '2: approve after a pre-approval applies',
        request('AwaitingOpponent', 'approved_by_team', 'approved_by_staff'),
        'approve',
        'opponent-team',
        BOTH,
        undefined,
        'Applied',
        {},
        true,
      ],
      [
        '2: approve applies when staffApprove is off',
        SAMPLE.AwaitingOpponent,
        'approve',
        'opponent-team',
        OPPONENT_ONLY,
        undefined,
        'Applied',
        {},
        true,
      ],
      [
        '3: deny closes as DeniedByOpponent',
        SAMPLE.AwaitingOpponent,
        'deny',
        'opponent-team',
        BOTH,
        undefined,
        'DeniedByOpponent',
        { denied_by_opponent: true },
        false,
      ],
      [
        '4: withdraw',
        SAMPLE.AwaitingStaff,
        'withdraw',
        'submitting-team',
        BOTH,
        undefined,
        'Withdrawn',
        {},
        false,
      ],
      [
        '5: pre-approve keeps waiting for the opponent',
        SAMPLE.AwaitingOpponent,
        'staff-pre-approve',
        'staff',
        BOTH,
        undefined,
        'AwaitingOpponent',
        { approved_by_staff: true },
        false,
      ],
      [
        '6: staff approve applies',
        SAMPLE.AwaitingStaff,
        'staff-approve',
        'staff',
        BOTH,
        undefined,
        'Applied',
        { approved_by_staff: true },
        true,
      ],
      [
        '7: force approve overrules an opponent denial',
        SAMPLE.DeniedByOpponent,
        'staff-force-approve',
        'staff',
        BOTH,
        undefined,
        'Applied',
        { force_approved: true },
        true,
      ],
      [
        '7: force approve from AwaitingOpponent',
        SAMPLE.AwaitingOpponent,
        'staff-force-approve',
        'staff',
        BOTH,
        undefined,
        'Applied',
        { force_approved: true },
        true,
      ],
      [
        '8: staff deny locks',
        SAMPLE.AwaitingOpponent,
        'staff-deny',
        'staff',
        BOTH,
        undefined,
        'DeniedByStaff',
        { denied_by_staff: true },
        false,
      ],
      [
        '9: delete unlocks a staff denial',
        SAMPLE.DeniedByStaff,
        'staff-delete',
        'staff',
        BOTH,
        undefined,
        'Deleted',
        {},
        false,
      ],
      [
        '10: supersede',
        SAMPLE.AwaitingStaff,
        'supersede',
        'auto',
        BOTH,
        undefined,
        'Superseded',
        {},
        false,
      ],
      [
        '11: apply succeeded sets approved',
        { ...SAMPLE.AwaitingStaff, state: 'Applied', approved_by_staff: true },
        'apply-succeeded',
        'auto',
        BOTH,
        undefined,
        'Applied',
        { approved: true },
        false,
      ],
    ])('%s', (_, from, trigger, caller, switches, data, state, changes, shouldApply) => {
      const result = accepted(run(from, trigger, caller, switches, data));
      expect(result.report.state).toBe(state);
      expect(result.report).toMatchObject(changes);
      expect(result.shouldApply).toBe(shouldApply);
    });

    it.each<
      [string, RescheduleSnapshot, RescheduleTrigger, ReportCaller, unknown, boolean, boolean]
    >([
      [
        'withdraw archives',
        SAMPLE.AwaitingOpponent,
        'withdraw',
        'submitting-team',
        undefined,
        true,
        false,
      ],
      ['delete archives', SAMPLE.DeniedByStaff, 'staff-delete', 'staff', undefined, true, false],
      ['supersede archives', SAMPLE.AwaitingOpponent, 'supersede', 'auto', undefined, true, false],
      [
        'an opponent denial stays linked',
        SAMPLE.AwaitingOpponent,
        'deny',
        'opponent-team',
        undefined,
        false,
        false,
      ],
      [
        'a staff denial stays linked (the lock)',
        SAMPLE.AwaitingOpponent,
        'staff-deny',
        'staff',
        undefined,
        false,
        false,
      ],
      [
        'a submission after an opponent denial archives that request',
        SAMPLE.DeniedByOpponent,
        'submit',
        'submitting-team',
        OTHER,
        false,
        true,
      ],
      [
        'a submission after a withdrawal has nothing left to archive',
        SAMPLE.Withdrawn,
        'submit',
        'submitting-team',
        OTHER,
        false,
        false,
      ],
      [
        'a pending apply does not archive yet',
        SAMPLE.AwaitingStaff,
        'staff-approve',
        'staff',
        undefined,
        false,
        false,
      ],
      [
        'an applied request archives',
        { ...SAMPLE.AwaitingStaff, state: 'Applied', approved_by_staff: true },
        'apply-succeeded',
        'auto',
        undefined,
        true,
        false,
      ],
    ])('%s', (_, from, trigger, caller, data, archive, archivePrevious) => {
      const result = accepted(run(from, trigger, caller, BOTH, data));
      expect(result.shouldArchive).toBe(archive);
      expect(result.shouldArchivePrevious).toBe(archivePrevious);
    });

    it.each<[RescheduleSnapshot, RescheduleTrigger, ReportCaller, string]>([
      [SAMPLE.Available, 'submit', 'submitting-team', 'report.evt.reschedule-submitted.v1'],
      [
        SAMPLE.AwaitingOpponent,
        'approve',
        'opponent-team',
        'report.evt.reschedule-opponent-approved.v1',
      ],
      [
        SAMPLE.AwaitingOpponent,
        'deny',
        'opponent-team',
        'report.evt.reschedule-opponent-denied.v1',
      ],
      [
        SAMPLE.AwaitingOpponent,
        'withdraw',
        'submitting-team',
        'report.evt.reschedule-withdrawn.v1',
      ],
      [SAMPLE.AwaitingOpponent, 'staff-deny', 'staff', 'report.evt.reschedule-staff-denied.v1'],
      [SAMPLE.DeniedByStaff, 'staff-delete', 'staff', 'report.evt.reschedule-deleted.v1'],
    ])('emits the b.7 event (%#)', (from, trigger, caller, event) => {
      expect(
        accepted(run(from, trigger, caller, BOTH, trigger === 'submit' ? REQUEST : undefined))
          .event,
      ).toBe(event);
    });
  });

  describe('refusals', () => {
    it.each<
      [
        string,
        RescheduleSnapshot,
        RescheduleTrigger,
        ReportCaller,
        ReportSwitches,
        unknown,
        string,
        number,
      ]
    >([
      [
        'submit while rescheduling is off',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        { ...BOTH, use: false },
        REQUEST,
        'rescheduling-off',
        409,
      ],
      [
        'submit while a request is open',
        SAMPLE.AwaitingStaff,
        'submit',
        'opponent-team',
        BOTH,
        REQUEST,
        'request-open',
        409,
      ],
      [
        'submit while staff have locked rescheduling',
        SAMPLE.DeniedByStaff,
        'submit',
        'submitting-team',
        BOTH,
        REQUEST,
        'rescheduling-locked',
        409,
      ],
      [
        'submit without a start',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        BOTH,
        { previous_start: null },
        'missing-data',
        422,
      ],
      [
        'approve with no request',
        SAMPLE.Available,
        'approve',
        'opponent-team',
        BOTH,
        undefined,
        'no-open-request',
        409,
      ],
      [
        'withdraw of a withdrawn request',
        SAMPLE.Withdrawn,
        'withdraw',
        'submitting-team',
        BOTH,
        undefined,
        'no-open-request',
        409,
      ],
      [
        'deny by the submitting team',
        SAMPLE.AwaitingOpponent,
        'deny',
        'submitting-team',
        BOTH,
        undefined,
        'not-opponent',
        403,
      ],
      [
        'withdraw by the opponent',
        SAMPLE.AwaitingOpponent,
        'withdraw',
        'opponent-team',
        BOTH,
        undefined,
        'not-submitting-team',
        403,
      ],
      [
        'delete by a team',
        SAMPLE.DeniedByStaff,
        'staff-delete',
        'submitting-team',
        BOTH,
        undefined,
        'not-staff',
        403,
      ],
      [
        'delete of an applied request',
        SAMPLE.Applied,
        'staff-delete',
        'staff',
        BOTH,
        undefined,
        'no-open-request',
        409,
      ],
      [
        'pre-approve while staffApprove is off',
        SAMPLE.AwaitingOpponent,
        'staff-pre-approve',
        'staff',
        OPPONENT_ONLY,
        undefined,
        'staff-approval-off',
        409,
      ],
      [
        'apply succeeded twice',
        SAMPLE.Applied,
        'apply-succeeded',
        'auto',
        BOTH,
        undefined,
        'already-applied',
        409,
      ],
      [
        'apply succeeded while the formula does not hold',
        SAMPLE.AwaitingOpponent,
        'apply-succeeded',
        'auto',
        BOTH,
        undefined,
        'not-approved',
        409,
      ],
    ])('refuses %s', (_, from, trigger, caller, switches, data, code, status) => {
      expect(run(from, trigger, caller, switches, data)).toMatchObject({ ok: false, code, status });
    });
  });
});
