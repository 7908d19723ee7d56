import type { PermissionTeam } from './permission-types.js';

/** Team member (TM) of team T (RULES (0)): listed in T's players, captains, staff or owners. */
export function isTeamMember(playerId: string, team: PermissionTeam): boolean {
  return (
    team.players.includes(playerId) ||
    team.captains.includes(playerId) ||
    team.staff.includes(playerId) ||
    team.owners.includes(playerId)
  );
}
