import { getRescheduleLabel } from './get-reschedule-label.js';
import type { ReportViewer, RescheduleState } from './report-types.js';

describe('getRescheduleLabel (RULES b.8)', () => {
  const closedAvailable: RescheduleState[] = [
    'Available',
    'Withdrawn',
    'Deleted',
    'Superseded',
    'Applied',
  ];
  const viewers: ReportViewer[] = ['submitting-team', 'opponent-team', 'staff'];

  it.each(closedAvailable.flatMap((state) => viewers.map((viewer) => [state, viewer] as const)))(
    '%s seen by %s → Available',
    (state, viewer) => {
      expect(
        getRescheduleLabel({ state, viewer, staffApprove: true, approved_by_staff: false }),
      ).toEqual({
        label: 'Available',
      });
    },
  );

  it.each<[RescheduleState, ReportViewer, boolean, boolean, string]>([
    ['AwaitingOpponent', 'submitting-team', true, false, 'Submitted'],
    ['AwaitingOpponent', 'opponent-team', true, false, 'Needs approval'],
    ['AwaitingOpponent', 'staff', true, false, 'Pre-approve'],
    ['AwaitingOpponent', 'staff', true, true, 'Needs opponent'],
    ['AwaitingOpponent', 'staff', false, false, 'Needs opponent'],
    ['AwaitingStaff', 'submitting-team', true, false, 'Waiting'],
    ['AwaitingStaff', 'opponent-team', true, false, 'Waiting'],
    ['AwaitingStaff', 'staff', true, false, 'Needs approval'],
    ['DeniedByOpponent', 'submitting-team', true, false, 'Denied'],
    ['DeniedByOpponent', 'opponent-team', true, false, 'Denied'],
    ['DeniedByOpponent', 'staff', true, false, 'Denied'],
    ['DeniedByStaff', 'submitting-team', true, false, 'Denied'],
    ['DeniedByStaff', 'opponent-team', true, false, 'Denied'],
    ['DeniedByStaff', 'staff', true, false, 'Denied'],
  ])(
    '%s seen by %s (staffApprove %s, staff approved %s) → %s',
    (state, viewer, staffApprove, given, label) => {
      expect(getRescheduleLabel({ state, viewer, staffApprove, approved_by_staff: given })).toEqual(
        { label },
      );
    },
  );
});
