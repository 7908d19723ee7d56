import type { ReportMachine } from './report-transition.js';
import type { ReportActor, ReportSwitches } from './report-types.js';
import { NO_REPORT } from './no-report.js';
import { runReportTransition } from './run-report-transition.js';

type State = 'Available' | 'Open' | 'Linked' | 'Gone' | 'Applied';
type Trigger = 'create' | 'approve' | 'close' | 'check';

/** A toy machine to pin the runner's order of checks and its archive and apply answers. */
const MACHINE: ReportMachine<State, Trigger> = {
  type: 'reschedule',
  openStates: ['Open'],
  archivedStates: ['Gone'],
  settle: () => 'Open',
  refuseState: (state) => (state === 'Open' ? 'request-open' : 'wrong-state'),
  useOffCode: 'rescheduling-off',
  logText: { created: 'Created.' },
  rows: {
    create: {
      callers: ['submitting-team'],
      from: ['Available', 'Linked'],
      to: 'evaluate',
      logKey: 'created',
      event: 'report.evt.reschedule-submitted.v1',
      creates: true,
      needsUse: true,
      needsStaffApprove: true,
      change: () => ({ data: 'x' }),
    },
    approve: {
      callers: ['staff'],
      from: ['Open'],
      to: 'unchanged',
      logKey: 'approved',
      event: 'report.evt.reschedule-staff-approved.v1',
      change: () => ({ approved_by_team: true }),
    },
    close: {
      callers: ['staff'],
      from: ['Open'],
      to: 'Gone',
      logKey: 'closed',
      event: 'report.evt.reschedule-deleted.v1',
      change: () => ({ approved_by_team: true }),
    },
    check: {
      callers: ['opponent-team'],
      from: ['Open'],
      to: 'Linked',
      logKey: 'checked',
      event: 'report.evt.reschedule-opponent-denied.v1',
      change: () => 'missing-data',
    },
  },
};

const TEAM: ReportActor = { kind: 'submitting-team', playerId: 'P1', teamId: 'T1' };
const STAFF: ReportActor = { kind: 'staff', playerId: 'S1', teamId: null };
const ON: ReportSwitches = { use: true, opponentApprove: false, staffApprove: true };
const open = { ...NO_REPORT, state: 'Open' as State, team: 'T1' };

describe('runReportTransition', () => {
  it.each<[string, State, ReportActor, ReportSwitches, string]>([
    [
      'the caller first',
      'Open',
      STAFF,
      { ...ON, use: false, staffApprove: false },
      'not-submitting-team',
    ],
    [
      'then the use switch',
      'Open',
      TEAM,
      { ...ON, use: false, staffApprove: false },
      'rescheduling-off',
    ],
    ['then the From state', 'Open', TEAM, { ...ON, staffApprove: false }, 'request-open'],
    [
      'then the staffApprove switch',
      'Available',
      TEAM,
      { ...ON, staffApprove: false },
      'staff-approval-off',
    ],
  ])('checks %s', (_, state, actor, switches, code) => {
    const result = runReportTransition(MACHINE, {
      report: { ...NO_REPORT, state },
      trigger: 'create',
      actor,
      switches,
      at: 1,
    });
    expect(result).toMatchObject({ ok: false, code });
  });

  it('answers a row rule refusal with its status and text', () => {
    const result = runReportTransition(MACHINE, {
      report: open,
      trigger: 'check',
      actor: { kind: 'opponent-team', playerId: 'P2', teamId: 'T2' },
      switches: ON,
      at: 1,
    });
    expect(result).toEqual({
      ok: false,
      code: 'missing-data',
      status: 422,
      text: 'The report data is missing',
    });
  });

  it.each<[string, State, boolean, boolean]>([
    ['no report', 'Available', true, false],
    ['an archived report (counts as no report)', 'Gone', true, false],
    ['a closed but linked report (archived first)', 'Linked', true, true],
  ])('creates a report over %s', (_, state, isNewReport, shouldArchivePrevious) => {
    const result = runReportTransition(MACHINE, {
      report: { ...NO_REPORT, state, team: 'T9', approved_by_staff: true },
      trigger: 'create',
      actor: TEAM,
      switches: ON,
      at: 5,
    });
    expect(result).toMatchObject({
      ok: true,
      isNewReport,
      shouldArchivePrevious,
      report: { state: 'Open', team: 'T1', data: 'x', approved_by_staff: false },
      logEntry: { at: 5, actor: 'P1', team: 'T1', staff: false, key: 'created', text: 'Created.' },
    });
  });

  it('sends a resting report whose formula now holds to Applied and signals apply', () => {
    const result = runReportTransition(MACHINE, {
      report: open,
      trigger: 'approve',
      actor: STAFF,
      switches: { ...ON, staffApprove: false },
      at: 1,
    });
    expect(result).toMatchObject({
      ok: true,
      shouldApply: true,
      shouldArchive: false,
      report: { state: 'Applied' },
    });
  });

  it('never applies a report that closes, even when its formula holds', () => {
    const result = runReportTransition(MACHINE, {
      report: open,
      trigger: 'close',
      actor: STAFF,
      switches: { ...ON, staffApprove: false },
      at: 1,
    });
    expect(result).toMatchObject({
      ok: true,
      shouldApply: false,
      shouldArchive: true,
      report: { state: 'Gone' },
    });
  });

  it('uses the log key as text when the machine has none', () => {
    const result = runReportTransition(MACHINE, {
      report: open,
      trigger: 'close',
      actor: STAFF,
      switches: ON,
      at: 1,
    });
    expect(result.ok && result.logEntry).toMatchObject({
      key: 'closed',
      text: 'closed',
      staff: true,
      team: null,
    });
  });
});
