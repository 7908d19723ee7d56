import { applySucceededRow } from './apply-succeeded-row.js';
import { NO_REPORT } from './no-report.js';

const row = applySucceededRow('score', ['AwaitingStaff'], 'Applied', 'report.evt.score-applied.v1');
const off = { use: true, opponentApprove: false, staffApprove: false };
const staff = { use: true, opponentApprove: false, staffApprove: true };

describe('applySucceededRow', () => {
  it('is an AUTO row from the open states and Applied to Applied', () => {
    expect(row.callers).toEqual(['auto']);
    expect(row.from).toEqual(['AwaitingStaff', 'Applied']);
    expect(row.to).toBe('Applied');
    expect(row.logKey).toBe('applied');
  });

  it.each([
    ['approves when the formula holds', {}, off, { approved: true }],
    [
      'refuses a report already approved (apply runs once)',
      { approved: true },
      off,
      'already-applied',
    ],
    ['refuses while staff approval is still missing', {}, staff, 'not-approved'],
    ['approves once staff approved', { approved_by_staff: true }, staff, { approved: true }],
  ])('%s', (_name, flags, switches, expected) => {
    const report = {
      ...NO_REPORT,
      state: 'AwaitingStaff' as const,
      approved_by_team: true,
      ...flags,
    };
    expect(row.change(report, undefined, switches)).toEqual(expected);
  });
});
