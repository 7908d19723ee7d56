import type { PermissionMatch } from '@castline/domain';

/** The team fields the permission rules read (RULES (0) team member). */
export interface MembershipTeam {
  readonly id: string;
  readonly players?: readonly string[] | null;
  readonly captains?: readonly string[] | null;
  readonly staff?: readonly string[] | null;
  readonly owners?: readonly string[] | null;
}

/** A match, its loaded teams and its event as the permission rules read them (RULES (0)). */
export function toPermissionMatch(
  matchId: string,
  teams: readonly MembershipTeam[],
  event: { readonly id: string; readonly staff?: readonly string[] | null } | null,
): PermissionMatch {
  return {
    id: matchId,
    event: event ? { id: event.id, staff: event.staff ?? [] } : null,
    teams: teams.map((team) => ({
      id: team.id,
      players: team.players ?? [],
      captains: team.captains ?? [],
      staff: team.staff ?? [],
      owners: team.owners ?? [],
    })),
  };
}
