import {
  hasMatchEditRights,
  isMatchStaff,
  isTeamMember,
  type PermissionMatch,
  type PermissionRelationship,
} from '@castline/domain';
import type { ReportingSwitches } from './read-reporting-switches.js';

/** Which signed-in match sub-pages the viewer may open. */
export interface MatchTabAccess {
  readonly scoreReporting: boolean;
  readonly rescheduling: boolean;
  readonly editor: boolean;
  readonly draft: boolean;
}

/** The signed-in user as the rules read it. */
export interface MatchTabActor {
  readonly airtableID: string;
  readonly website_settings: readonly string[];
}

/**
 * The auth sub-pages of a match a viewer may open (public-site §2 match pages, §4 report displays, RULES (0)):
 * score reporting and rescheduling for team members of either team and match staff while the event has that
 * workflow on; the editor for match-edit rights (ME); the draft for team members and ME. Nothing signed out.
 */
export function getMatchTabAccess(
  actor: MatchTabActor | null,
  match: PermissionMatch,
  relationships: readonly PermissionRelationship[],
  switches: ReportingSwitches,
): MatchTabAccess {
  if (!actor) return { scoreReporting: false, rescheduling: false, editor: false, draft: false };
  const permissionActor = { player_id: actor.airtableID, website_settings: actor.website_settings };
  const member = match.teams.some((team) => isTeamMember(actor.airtableID, team));
  const staff = isMatchStaff(permissionActor, match);
  const editor = hasMatchEditRights(permissionActor, match, relationships);
  return {
    scoreReporting: switches.score && (member || staff),
    rescheduling: switches.rescheduling && (member || staff),
    editor,
    draft: member || editor,
  };
}
