import type { ReportFlags, ReportSwitches } from './report-types.js';

/**
 * The approval formulas of RULES b.4, the one place both machines evaluate after every transition:
 * - score: force_approved OR (approved_by_team AND (NOT opponentApprove OR approved_by_opponent) AND
 *   (NOT staffApprove OR approved_by_staff) AND NOT countered_by_opponent AND NOT denied_by_staff);
 * - reschedule: NOT denied_by_staff AND (force_approved OR (approved_by_team AND (NOT opponentApprove OR
 *   approved_by_opponent) AND (NOT staffApprove OR approved_by_staff) AND NOT denied_by_opponent)).
 * The switches are the event's at evaluation time.
 */
export function evaluateReportApproval(
  type: 'score' | 'reschedule',
  flags: Readonly<ReportFlags>,
  switches: Readonly<Pick<ReportSwitches, 'opponentApprove' | 'staffApprove'>>,
): boolean {
  const approvals =
    flags.approved_by_team &&
    (!switches.opponentApprove || flags.approved_by_opponent) &&
    (!switches.staffApprove || flags.approved_by_staff);
  if (type === 'score') {
    return (
      flags.force_approved || (approvals && !flags.countered_by_opponent && !flags.denied_by_staff)
    );
  }
  return (
    !flags.denied_by_staff && (flags.force_approved || (approvals && !flags.denied_by_opponent))
  );
}
