import type { ReportRecord } from '@castline/contracts';
import {
  getRescheduleHeading,
  getRescheduleLabel,
  getScoreReportLabel,
  isScoreReportingShown,
  type PermissionActor,
  type PermissionMatch,
  type ReportLabel,
  type RescheduleState,
  type ScoreReportState,
} from '@castline/domain';
import { getReportViewer } from './get-report-viewer.js';
import type { ReportSettings } from './read-report-settings.js';

/** The two labels one viewer sees on a match (public-site §4, RULES b.8); null = not shown. */
export interface MatchReportLabels {
  readonly score: ReportLabel | null;
  readonly reschedule: (ReportLabel & { readonly heading: 'Reschedule' | 'Schedule' }) | null;
}

export interface MatchReportLabelsInput {
  readonly actor: PermissionActor | null;
  readonly match: PermissionMatch & { readonly start: string | null; readonly isComplete: boolean };
  readonly settings: ReportSettings;
  /** The match's linked reports (match.reports): the open score report, the reschedule request. */
  readonly scoreReport: ReportRecord | null;
  readonly reschedule: ReportRecord | null;
}

/**
 * The score report and reschedule labels for this viewer (public-site §4 "Score report display", "Reschedule
 * request display"; RULES b.8). Score: only while reporting is on, the match has two teams, is not complete and
 * its report is not applied, to team members and staff. Reschedule: while rescheduling is on for a match with
 * two teams that is not complete, to team members and staff; headed 'Reschedule' or 'Schedule'.
 */
export function getMatchReportLabels(input: MatchReportLabelsInput): MatchReportLabels {
  const { actor, match, settings } = input;
  const open = isScoreReportingShown({
    use: true,
    teamCount: match.teams.length,
    isComplete: match.isComplete,
  });
  let score: ReportLabel | null = null;
  const scoreRole = getReportViewer(actor, match, input.scoreReport?.team?.[0] ?? null);
  if (settings.score.use && open && scoreRole) {
    score = getScoreReportLabel({
      state: (input.scoreReport?.state ?? 'Available') as ScoreReportState,
      viewer: scoreRole.viewer,
      staffApprove: settings.score.staffApprove,
      approved_by_staff: input.scoreReport?.approved_by_staff === true,
    });
  }
  let reschedule: MatchReportLabels['reschedule'] = null;
  const rescheduleRole = getReportViewer(actor, match, input.reschedule?.team?.[0] ?? null);
  if (settings.rescheduling.use && open && rescheduleRole) {
    reschedule = {
      heading: getRescheduleHeading(match.start),
      ...getRescheduleLabel({
        state: (input.reschedule?.state ?? 'Available') as RescheduleState,
        viewer: rescheduleRole.viewer,
        staffApprove: settings.rescheduling.staffApprove,
        approved_by_staff: input.reschedule?.approved_by_staff === true,
      }),
    };
  }
  return { score, reschedule };
}
