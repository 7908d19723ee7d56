import type { ReportSwitches } from './report-types.js';

/**
 * The confirm button of the score editor (RULES b.8): 'Submit for approval' when the event needs opponent or
 * staff approval, else 'Submit match data'.
 */
export function getScoreReportSubmitLabel(
  switches: Readonly<Pick<ReportSwitches, 'opponentApprove' | 'staffApprove'>>,
): 'Submit for approval' | 'Submit match data' {
  return switches.opponentApprove || switches.staffApprove
    ? 'Submit for approval'
    : 'Submit match data';
}
