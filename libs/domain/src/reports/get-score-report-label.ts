import type { ReportViewer, ScoreReportState } from './report-types.js';

/** A label of RULES b.8: the text, and the title (tooltip) where b.8 gives one. */
export interface ReportLabel {
  label: string;
  title?: string;
}

const WAITING_FOR_STAFF: ReportLabel = {
  label: 'Submitted / Waiting',
  title: 'Waiting for staff approval',
};

/**
 * The score report label per viewer (RULES b.8), verbatim. null = nothing shown ('—' in b.8, and an Applied
 * report, which is never shown). Whether reporting shows at all is `isScoreReportingShown`.
 */
export function getScoreReportLabel(input: {
  state: ScoreReportState;
  viewer: ReportViewer;
  /** The event's reporting.score.staffApprove. */
  staffApprove: boolean;
  approved_by_staff: boolean;
}): ReportLabel | null {
  const { state, viewer } = input;
  switch (state) {
    case 'Available':
    case 'Denied':
    case 'Deleted':
    case 'Superseded':
      return viewer === 'staff' ? null : { label: 'Available' };
    case 'AwaitingOpponent':
      if (viewer === 'submitting-team') return { label: 'Submitted / Waiting' };
      if (viewer === 'opponent-team') return { label: 'Needs approval' };
      return {
        label: input.staffApprove && !input.approved_by_staff ? 'Pre-approve' : 'Needs opponent',
      };
    case 'AwaitingStaff':
    case 'Disputed':
      return viewer === 'staff' ? { label: 'Needs approval' } : { ...WAITING_FOR_STAFF };
    case 'Countered':
      if (viewer === 'submitting-team') return { label: 'Needs approval' };
      if (viewer === 'opponent-team') return { label: 'Submitted / Waiting' };
      return { label: 'Needs opponent' };
    case 'Applied':
      return null;
  }
}
