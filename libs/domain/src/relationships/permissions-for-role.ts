/** The permission a relationship needs to edit the match it is linked to (RULES (0) ME). */
export const MATCH_EDITOR = 'Match Editor';
/** The permission that makes a relationship's player a broadcast manager of the linked event (RULES (0)). */
export const BROADCAST_MANAGER = 'Broadcast Manager';

/**
 * The permissions of a match staff relationship by its role (RULES (a) set-player-relationships): Producer gets
 * 'Match Editor' + "Broadcast Manager", Lobby Admin gets 'Match Editor', every other role gets none.
 */
export function permissionsForRole(role: string): string[] {
  switch (role) {
    case 'Producer':
      return [MATCH_EDITOR, BROADCAST_MANAGER];
    case 'Lobby Admin':
      return [MATCH_EDITOR];
    default:
      return [];
  }
}
