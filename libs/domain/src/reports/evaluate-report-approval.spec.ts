import { evaluateReportApproval } from './evaluate-report-approval.js';
import { REPORT_FLAGS, type ReportFlag, type ReportFlags } from './report-types.js';

const flagsOf = (...set: ReportFlag[]): ReportFlags =>
  Object.fromEntries(REPORT_FLAGS.map((flag) => [flag, set.includes(flag)])) as ReportFlags;

const ALL_FLAG_SETS: ReportFlags[] = Array.from({ length: 2 ** REPORT_FLAGS.length }, (_, bits) =>
  flagsOf(...REPORT_FLAGS.filter((_, index) => (bits >> index) & 1)),
);
const SWITCHES = [
  { opponentApprove: false, staffApprove: false },
  { opponentApprove: true, staffApprove: false },
  { opponentApprove: false, staffApprove: true },
  { opponentApprove: true, staffApprove: true },
];

describe('evaluateReportApproval (RULES b.4)', () => {
  const both = { opponentApprove: true, staffApprove: true };
  const none = { opponentApprove: false, staffApprove: false };

  it.each<[string, ReportFlag[], typeof both, boolean]>([
    ['the team alone, no approvals needed', ['approved_by_team'], none, true],
    ['nothing approved, no approvals needed', [], none, false],
    [
      'team only while the opponent must approve',
      ['approved_by_team'],
      { ...none, opponentApprove: true },
      false,
    ],
    [
      'team and opponent, opponent needed',
      ['approved_by_team', 'approved_by_opponent'],
      { ...none, opponentApprove: true },
      true,
    ],
    [
      'team and opponent, staff also needed',
      ['approved_by_team', 'approved_by_opponent'],
      both,
      false,
    ],
    [
      'team, opponent and staff',
      ['approved_by_team', 'approved_by_opponent', 'approved_by_staff'],
      both,
      true,
    ],
    [
      'all approvals but countered',
      ['approved_by_team', 'approved_by_opponent', 'approved_by_staff', 'countered_by_opponent'],
      both,
      false,
    ],
    [
      'all approvals but denied by staff',
      ['approved_by_team', 'approved_by_opponent', 'approved_by_staff', 'denied_by_staff'],
      both,
      false,
    ],
    [
      'force approved wins over everything',
      ['force_approved', 'denied_by_staff', 'countered_by_opponent'],
      both,
      true,
    ],
    [
      'a denial by the opponent does not block a score report',
      ['approved_by_team', 'denied_by_opponent'],
      none,
      true,
    ],
  ])('score: %s', (_, set, switches, expected) => {
    expect(evaluateReportApproval('score', flagsOf(...set), switches)).toBe(expected);
  });

  it.each<[string, ReportFlag[], typeof both, boolean]>([
    ['the team alone, no approvals needed', ['approved_by_team'], none, true],
    [
      'team only while staff must approve',
      ['approved_by_team'],
      { ...none, staffApprove: true },
      false,
    ],
    [
      'team and staff, staff needed',
      ['approved_by_team', 'approved_by_staff'],
      { ...none, staffApprove: true },
      true,
    ],
    [
      'team, opponent and staff',
      ['approved_by_team', 'approved_by_opponent', 'approved_by_staff'],
      both,
      true,
    ],
    ['denied by the opponent', ['approved_by_team', 'denied_by_opponent'], none, false],
    [
      'force approved over an opponent denial',
      ['force_approved', 'denied_by_opponent'],
      both,
      true,
    ],
    ['a staff denial beats force approval', ['force_approved', 'denied_by_staff'], both, false],
    [
      'a counter flag does not block a reschedule',
      ['approved_by_team', 'countered_by_opponent'],
      none,
      true,
    ],
  ])('reschedule: %s', (_, set, switches, expected) => {
    expect(evaluateReportApproval('reschedule', flagsOf(...set), switches)).toBe(expected);
  });

  it('agrees with the literal b.4 formulas for every flag combination and switch setting', () => {
    for (const f of ALL_FLAG_SETS) {
      for (const s of SWITCHES) {
        const core =
          f.approved_by_team &&
          (!s.opponentApprove || f.approved_by_opponent) &&
          (!s.staffApprove || f.approved_by_staff);
        expect(evaluateReportApproval('score', f, s)).toBe(
          f.force_approved || (core && !f.countered_by_opponent && !f.denied_by_staff),
        );
        expect(evaluateReportApproval('reschedule', f, s)).toBe(
          !f.denied_by_staff && (f.force_approved || (core && !f.denied_by_opponent)),
        );
      }
    }
  });

  it('ignores `approved` (set by apply, not an approval)', () => {
    expect(evaluateReportApproval('score', flagsOf('approved'), none)).toBe(false);
    expect(evaluateReportApproval('reschedule', flagsOf('approved'), none)).toBe(false);
  });
});
