import { evaluateReportApproval } from './evaluate-report-approval.js';
import type { ReportEvent } from './report-notifications.js';
import type { ReportTransitionRow } from './report-transition.js';

/**
 * The "apply succeeds" row both machines share (b.2 row 13, b.3 row 11): AUTO only, from any open state or an
 * Applied report that signalled apply but is not approved yet; refused when it is already approved (apply runs at
 * most once) or when the b.4 formula does not hold.
 */
export function applySucceededRow<S extends string>(
  type: 'score' | 'reschedule',
  openStates: readonly S[],
  applied: S,
  event: ReportEvent,
): ReportTransitionRow<S> {
  return {
    callers: ['auto'],
    from: [...openStates, applied],
    to: applied,
    logKey: 'applied',
    event,
    change: (report, _, switches) =>
      report.approved
        ? 'already-applied'
        : evaluateReportApproval(type, report, switches)
          ? { approved: true }
          : 'not-approved',
  };
}
