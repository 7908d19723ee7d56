import { NO_REPORT } from './no-report.js';
import type { ReportTransitionAccepted, ReportTransitionResult } from './report-transition.js';
import {
  REPORT_CALLERS,
  SCORE_REPORT_STATES,
  type ReportActor,
  type ReportCaller,
  type ReportFlag,
  type ReportSwitches,
  type ScoreReportSnapshot,
  type ScoreReportState,
  type ScoreReportTrigger,
} from './report-types.js';
import { transitionScoreReport } from './transition-score-report.js';

const REPORT = {
  matchData: { score_1: 2, score_2: 0 },
  mapData: [{ winner: 'T1' }, { winner: 'T1' }],
};
const COUNTER = {
  matchData: { score_1: 0, score_2: 2 },
  mapData: [{ winner: 'T2' }, { winner: 'T2' }],
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

const report = (state: ScoreReportState, ...flags: ReportFlag[]): ScoreReportSnapshot => ({
  ...NO_REPORT,
  state,
  team: 'T1',
  data: REPORT,
  countered_data: flags.includes('countered_by_opponent') ? COUNTER : null,
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
});

/** A plausible report in each state with both approvals on. */
const SAMPLE: Record<ScoreReportState, ScoreReportSnapshot> = {
  Available: { ...NO_REPORT },
  AwaitingOpponent: report('AwaitingOpponent', 'approved_by_team'),
  AwaitingStaff: report('AwaitingStaff', 'approved_by_team', 'approved_by_opponent'),
  Countered: report('Countered', 'approved_by_team', 'countered_by_opponent'),
  Disputed: report('Disputed', 'approved_by_team', 'countered_by_opponent'),
  Applied: report(
    'Applied',
    'approved',
    'approved_by_team',
    'approved_by_opponent',
    'approved_by_staff',
  ),
  Denied: report('Denied', 'approved_by_team', 'denied_by_staff'),
  Deleted: report('Deleted', 'approved_by_team'),
  Superseded: report('Superseded', 'approved_by_team'),
};

const run = (
  from: ScoreReportSnapshot,
  trigger: ScoreReportTrigger,
  caller: ReportCaller,
  switches: ReportSwitches = BOTH,
  data?: unknown,
): ReportTransitionResult<ScoreReportState> =>
  transitionScoreReport({ report: from, trigger, actor: ACTORS[caller], switches, at: AT, data });

const accepted = (
  result: ReportTransitionResult<ScoreReportState>,
): ReportTransitionAccepted<ScoreReportState> => {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
};

const OPEN: ScoreReportState[] = ['AwaitingOpponent', 'AwaitingStaff', 'Countered', 'Disputed'];

/** Every row of RULES b.2: trigger, callers, From states, the payload it needs, the log key. */
const ROWS: {
  row: number;
  trigger: ScoreReportTrigger;
  callers: ReportCaller[];
  from: ScoreReportState[];
  data?: unknown;
  /** Adjusts the sample report so the row's own rules pass (apply needs a formula that holds). */
  prepare?: (r: ScoreReportSnapshot) => ScoreReportSnapshot;
  logKey: string;
}[] = [
  {
    row: 1,
    trigger: 'submit',
    callers: ['submitting-team', 'opponent-team'],
    from: ['Available', 'Denied', 'Deleted', 'Superseded'],
    data: REPORT,
    logKey: 'submitted_score_report',
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
    trigger: 'counter',
    callers: ['opponent-team'],
    from: ['AwaitingOpponent', 'AwaitingStaff'],
    data: COUNTER,
    logKey: 'countered_score_report',
  },
  {
    row: 4,
    trigger: 'counter-approve',
    callers: ['submitting-team'],
    from: ['Countered'],
    logKey: 'approved_counter_report',
  },
  {
    row: 5,
    trigger: 'counter-deny',
    callers: ['submitting-team'],
    from: ['Countered'],
    logKey: 'denied_counter_report',
  },
  {
    row: 6,
    trigger: 'staff-pre-approve',
    callers: ['staff'],
    from: ['AwaitingOpponent'],
    logKey: 'staff_preapproved',
  },
  {
    row: 7,
    trigger: 'staff-approve',
    callers: ['staff'],
    from: ['AwaitingStaff'],
    logKey: 'staff_approved',
  },
  {
    row: 8,
    trigger: 'staff-force-approve',
    callers: ['staff'],
    from: OPEN,
    logKey: 'staff_force_approved',
  },
  {
    row: 9,
    trigger: 'staff-force-counter-approve',
    callers: ['staff'],
    from: ['Countered', 'Disputed'],
    logKey: 'staff_force_approved_counter',
  },
  { row: 10, trigger: 'staff-deny', callers: ['staff'], from: OPEN, logKey: 'staff_denied' },
  { row: 11, trigger: 'staff-delete', callers: ['staff'], from: OPEN, logKey: 'staff_deleted' },
  { row: 12, trigger: 'supersede', callers: ['auto'], from: OPEN, logKey: 'superseded' },
  {
    row: 13,
    trigger: 'apply-succeeded',
    callers: ['auto'],
    from: [...OPEN, 'Applied'],
    prepare: (r) => ({ ...r, approved: false, force_approved: true }),
    logKey: 'applied',
  },
];

describe('transitionScoreReport (RULES b.2)', () => {
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
        SCORE_REPORT_STATES.filter((state) => !from.includes(state)).flatMap((state) =>
          callers.map((caller) => [state, caller] as const),
        ),
      )('is refused from %s (409) for %s', (state, caller) => {
        const result = run(prepare(SAMPLE[state]), trigger, caller, BOTH, data);
        expect(result).toMatchObject({ ok: false, status: 409 });
      });

      it.each(
        REPORT_CALLERS.filter((caller) => !callers.includes(caller)).flatMap((caller) =>
          from.map((state) => [caller, state] as const),
        ),
      )('is refused for %s (403) from %s', (caller, state) => {
        const result = run(prepare(SAMPLE[state]), trigger, caller, BOTH, data);
        expect(result).toMatchObject({ ok: false, status: 403 });
      });
    },
  );

  describe('outcomes', () => {
    it.each<
      [
        string,
        ScoreReportSnapshot,
        ScoreReportTrigger,
        ReportCaller,
        ReportSwitches,
        unknown,
        ScoreReportState,
        Partial<ScoreReportSnapshot>,
        boolean,
      ]
    >([
      [
        '1: submit waits for the opponent when opponentApprove is on',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        BOTH,
        REPORT,
        'AwaitingOpponent',
        { team: 'T1', data: REPORT, approved_by_team: true },
        false,
      ],
      [
        '1: submit from the opponent side makes that team the submitting team',
        SAMPLE.Available,
        'submit',
        'opponent-team',
        BOTH,
        REPORT,
        'AwaitingOpponent',
        { team: 'T2', approved_by_team: true },
        false,
      ],
      [
        '1: submit waits for staff when only staffApprove is on',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        STAFF_ONLY,
        REPORT,
        'AwaitingStaff',
        { approved_by_team: true },
        false,
      ],
      [
        '1: submit applies when no approval is needed',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        NONE,
        REPORT,
        'Applied',
        { approved_by_team: true, approved: false },
        true,
      ],
      [
        '1: submit after a denied report starts a fresh report',
        SAMPLE.Denied,
        'submit',
        'opponent-team',
        BOTH,
        COUNTER,
        'AwaitingOpponent',
        { team: 'T2', data: COUNTER, denied_by_staff: false },
        false,
      ],
      [
        '2: approve waits for staff when staffApprove is on',
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
        '2: approve after a staff pre-approval applies',
        report('AwaitingOpponent', 'approved_by_team', 'approved_by_staff'),
        'approve',
        'opponent-team',
        BOTH,
        undefined,
        'Applied',
        { approved_by_opponent: true },
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
        { approved_by_opponent: true },
        true,
      ],
      [
        '3: counter clears the opponent approval and a staff pre-approval',
        report('AwaitingStaff', 'approved_by_team', 'approved_by_opponent', 'approved_by_staff'),
        'counter',
        'opponent-team',
        BOTH,
        COUNTER,
        'Countered',
        {
          countered_data: COUNTER,
          countered_by_opponent: true,
          approved_by_opponent: false,
          approved_by_staff: false,
          data: REPORT,
        },
        false,
      ],
      [
        '4: counter-approve takes the counter data and waits for staff',
        SAMPLE.Countered,
        'counter-approve',
        'submitting-team',
        BOTH,
        undefined,
        'AwaitingStaff',
        {
          data: COUNTER,
          countered_data: null,
          countered_by_opponent: false,
          approved_by_team: true,
          approved_by_opponent: true,
        },
        false,
      ],
      [
        '4: counter-approve applies when staffApprove is off',
        SAMPLE.Countered,
        'counter-approve',
        'submitting-team',
        OPPONENT_ONLY,
        undefined,
        'Applied',
        { data: COUNTER },
        true,
      ],
      [
        '5: counter-deny disputes',
        SAMPLE.Countered,
        'counter-deny',
        'submitting-team',
        BOTH,
        undefined,
        'Disputed',
        { countered_by_opponent: true, data: REPORT },
        false,
      ],
      [
        '6: pre-approve keeps waiting for the opponent',
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
        '7: staff approve applies',
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
        '8: force approve applies the original data',
        SAMPLE.Disputed,
        'staff-force-approve',
        'staff',
        BOTH,
        undefined,
        'Applied',
        { force_approved: true, data: REPORT },
        true,
      ],
      [
        '8: force approve from AwaitingOpponent',
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
        '9: force counter approve applies the counter data',
        SAMPLE.Disputed,
        'staff-force-counter-approve',
        'staff',
        BOTH,
        undefined,
        'Applied',
        { force_approved: true, data: COUNTER },
        true,
      ],
      [
        '10: deny closes as Denied',
        SAMPLE.AwaitingStaff,
        'staff-deny',
        'staff',
        BOTH,
        undefined,
        'Denied',
        { denied_by_staff: true },
        false,
      ],
      [
        '11: delete closes as Deleted',
        SAMPLE.Countered,
        'staff-delete',
        'staff',
        BOTH,
        undefined,
        'Deleted',
        {},
        false,
      ],
      [
        '12: supersede closes as Superseded',
        SAMPLE.AwaitingOpponent,
        'supersede',
        'auto',
        BOTH,
        undefined,
        'Superseded',
        {},
        false,
      ],
      [
        '13: apply succeeded sets approved',
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

    it.each<[ScoreReportTrigger, ReportCaller, ScoreReportSnapshot, boolean]>([
      ['staff-deny', 'staff', SAMPLE.AwaitingOpponent, true],
      ['staff-delete', 'staff', SAMPLE.AwaitingOpponent, true],
      ['supersede', 'auto', SAMPLE.Disputed, true],
      ['counter-deny', 'submitting-team', SAMPLE.Countered, false],
      [
        'apply-succeeded',
        'auto',
        { ...SAMPLE.AwaitingStaff, state: 'Applied', approved_by_staff: true },
        false,
      ],
    ])('%s archives the link: %s', (trigger, caller, from, archived) => {
      expect(accepted(run(from, trigger, caller)).shouldArchive).toBe(archived);
    });

    it('the link of an applied report stays (only Denied, Deleted and Superseded move to report_history)', () => {
      const pending = accepted(run(SAMPLE.AwaitingStaff, 'staff-approve', 'staff'));
      expect(pending.shouldArchive).toBe(false);
    });

    it('writes the log entry of b.6 with the caller', () => {
      expect(
        accepted(run(SAMPLE.Available, 'submit', 'submitting-team', BOTH, REPORT)).logEntry,
      ).toEqual({
        at: AT,
        actor: 'P1',
        team: 'T1',
        staff: false,
        key: 'submitted_score_report',
        text: 'Submitted a score report.',
      });
      expect(accepted(run(SAMPLE.AwaitingStaff, 'staff-deny', 'staff')).logEntry).toMatchObject({
        actor: 'S1',
        team: null,
        staff: true,
      });
      expect(accepted(run(SAMPLE.Countered, 'supersede', 'auto')).logEntry).toMatchObject({
        actor: 'system',
        team: null,
        staff: false,
      });
    });

    it.each<[ScoreReportSnapshot, ScoreReportTrigger, ReportCaller, string]>([
      [SAMPLE.Available, 'submit', 'submitting-team', 'report.evt.score-submitted.v1'],
      [
        SAMPLE.AwaitingOpponent,
        'approve',
        'opponent-team',
        'report.evt.score-opponent-approved.v1',
      ],
      [
        SAMPLE.Countered,
        'counter-approve',
        'submitting-team',
        'report.evt.score-opponent-approved.v1',
      ],
      [SAMPLE.AwaitingStaff, 'counter', 'opponent-team', 'report.evt.score-countered.v1'],
      [SAMPLE.Countered, 'counter-deny', 'submitting-team', 'report.evt.score-disputed.v1'],
      [SAMPLE.Countered, 'staff-deny', 'staff', 'report.evt.score-denied.v1'],
      [SAMPLE.Countered, 'staff-delete', 'staff', 'report.evt.score-deleted.v1'],
      [SAMPLE.Countered, 'supersede', 'auto', 'report.evt.score-superseded.v1'],
    ])('emits the b.7 event (%#)', (from, trigger, caller, event) => {
      const data = trigger === 'submit' ? REPORT : trigger === 'counter' ? COUNTER : undefined;
      expect(accepted(run(from, trigger, caller, BOTH, data)).event).toBe(event);
    });
  });

  describe('refusals', () => {
    it.each<
      [
        string,
        ScoreReportSnapshot,
        ScoreReportTrigger,
        ReportCaller,
        ReportSwitches,
        unknown,
        string,
        number,
      ]
    >([
      [
        'submit while reporting is off',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        { ...BOTH, use: false },
        REPORT,
        'score-reporting-off',
        409,
      ],
      [
        'submit while a report is open',
        SAMPLE.Countered,
        'submit',
        'opponent-team',
        BOTH,
        REPORT,
        'report-open',
        409,
      ],
      [
        'submit after an applied report',
        SAMPLE.Applied,
        'submit',
        'submitting-team',
        BOTH,
        REPORT,
        'wrong-state',
        409,
      ],
      [
        'submit without data',
        SAMPLE.Available,
        'submit',
        'submitting-team',
        BOTH,
        undefined,
        'missing-data',
        422,
      ],
      [
        'a counter equal to the report',
        SAMPLE.AwaitingOpponent,
        'counter',
        'opponent-team',
        BOTH,
        structuredClone(REPORT),
        'counter-unchanged',
        422,
      ],
      [
        'a counter without data',
        SAMPLE.AwaitingOpponent,
        'counter',
        'opponent-team',
        BOTH,
        null,
        'missing-data',
        422,
      ],
      [
        'a counter while reporting is off',
        SAMPLE.AwaitingOpponent,
        'counter',
        'opponent-team',
        { ...BOTH, use: false },
        COUNTER,
        'score-reporting-off',
        409,
      ],
      [
        'approve with no report',
        SAMPLE.Available,
        'approve',
        'opponent-team',
        BOTH,
        undefined,
        'no-open-report',
        409,
      ],
      [
        'approve of an archived report',
        SAMPLE.Deleted,
        'approve',
        'opponent-team',
        BOTH,
        undefined,
        'no-open-report',
        409,
      ],
      [
        'approve by the submitting team',
        SAMPLE.AwaitingOpponent,
        'approve',
        'submitting-team',
        BOTH,
        undefined,
        'not-opponent',
        403,
      ],
      [
        'counter-approve by the opponent',
        SAMPLE.Countered,
        'counter-approve',
        'opponent-team',
        BOTH,
        undefined,
        'not-submitting-team',
        403,
      ],
      [
        'submit by staff',
        SAMPLE.Available,
        'submit',
        'staff',
        BOTH,
        REPORT,
        'not-team-member',
        403,
      ],
      [
        'staff approve by a team',
        SAMPLE.AwaitingStaff,
        'staff-approve',
        'submitting-team',
        BOTH,
        undefined,
        'not-staff',
        403,
      ],
      [
        'supersede by staff',
        SAMPLE.AwaitingStaff,
        'supersede',
        'staff',
        BOTH,
        undefined,
        'not-system',
        403,
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
        'a second pre-approve',
        report('AwaitingOpponent', 'approved_by_team', 'approved_by_staff'),
        'staff-pre-approve',
        'staff',
        BOTH,
        undefined,
        'already-pre-approved',
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
        SAMPLE.AwaitingStaff,
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

    it('the counter-unchanged refusal is the spec text', () => {
      const result = run(SAMPLE.AwaitingOpponent, 'counter', 'opponent-team', BOTH, REPORT);
      expect(result.ok ? '' : result.text).toBe(
        'There are no differences to the initial report. You can approve the initial report by cancelling the counter edit.',
      );
    });
  });

  it('never changes its input', () => {
    const from = structuredClone(SAMPLE.Countered);
    const frozen = Object.freeze(structuredClone(from));
    run(frozen, 'counter-approve', 'submitting-team');
    expect(frozen).toEqual(from);
  });
});
