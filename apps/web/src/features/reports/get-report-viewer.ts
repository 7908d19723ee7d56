import {
  isMatchStaff,
  isTeamMember,
  type PermissionActor,
  type PermissionMatch,
  type ReportViewer,
} from '@castline/domain';

/** The viewer's side of a report, and the team they act for (null for staff). */
export interface ReportViewerRole {
  readonly viewer: ReportViewer;
  readonly teamId: string | null;
}

/**
 * Who looks at a match's report (RULES (0), b.8): a team member (TM) of the team that submitted the report is
 * the submitting team, a TM of the other team the opponent; with no report yet every TM may submit, so a TM
 * counts as the submitting side. Otherwise staff of the match (ST), else nobody (null).
 */
export function getReportViewer(
  actor: PermissionActor | null,
  match: PermissionMatch,
  reportTeam: string | null,
): ReportViewerRole | null {
  if (!actor) return null;
  const own = match.teams.filter((team) => isTeamMember(actor.player_id, team));
  const [first] = own;
  if (first) {
    if (reportTeam === null) return { viewer: 'submitting-team', teamId: first.id };
    const submitting = own.find((team) => team.id === reportTeam);
    return submitting
      ? { viewer: 'submitting-team', teamId: submitting.id }
      : { viewer: 'opponent-team', teamId: first.id };
  }
  return isMatchStaff(actor, match) ? { viewer: 'staff', teamId: null } : null;
}
