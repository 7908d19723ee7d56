import type { ReportLabel } from './get-score-report-label.js';
import type { ReportViewer, RescheduleState } from './report-types.js';

/** The reschedule label per viewer (RULES b.8), verbatim. */
export function getRescheduleLabel(input: {
  state: RescheduleState;
  viewer: ReportViewer;
  /** The event's reporting.rescheduling.staffApprove. */
  staffApprove: boolean;
  approved_by_staff: boolean;
}): ReportLabel {
  const { state, viewer } = input;
  switch (state) {
    case 'Available':
    case 'Withdrawn':
    case 'Deleted':
    case 'Superseded':
    case 'Applied':
      return { label: 'Available' };
    case 'AwaitingOpponent':
      if (viewer === 'submitting-team') return { label: 'Submitted' };
      if (viewer === 'opponent-team') return { label: 'Needs approval' };
      return {
        label: input.staffApprove && !input.approved_by_staff ? 'Pre-approve' : 'Needs opponent',
      };
    case 'AwaitingStaff':
      return { label: viewer === 'staff' ? 'Needs approval' : 'Waiting' };
    case 'DeniedByOpponent':
    case 'DeniedByStaff':
      return { label: 'Denied' };
  }
}
