import { isTeamMember } from './is-team-member.js';
import type { PermissionActor, PermissionMatch } from './permission-types.js';

/**
 * Staff (ST) of match M (RULES (0)): 'Can edit any match' or 'Can edit any event'; or in the staff of M's event
 * and not a team member of either team. FBP alone, or a 'Match Editor' relationship alone, is not staff.
 */
export function isMatchStaff(actor: PermissionActor, match: PermissionMatch): boolean {
  if (
    actor.website_settings.includes('Can edit any match') ||
    actor.website_settings.includes('Can edit any event')
  ) {
    return true;
  }
  if (!match.event?.staff.includes(actor.player_id)) return false;
  return !match.teams.some((team) => isTeamMember(actor.player_id, team));
}
