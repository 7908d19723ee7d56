import type {
  PermissionActor,
  PermissionMatch,
  PermissionRelationship,
} from './permission-types.js';

/**
 * Match-edit rights (ME) on match M (RULES (0)): 'Can edit any match'; or in the staff of M's event; or a player
 * relationship of the actor with permission 'Match Editor' linked to M or to M's event. A match with no event
 * allows only the first.
 */
export function hasMatchEditRights(
  actor: PermissionActor,
  match: PermissionMatch,
  relationships: readonly PermissionRelationship[],
): boolean {
  if (actor.website_settings.includes('Can edit any match')) return true;
  const event = match.event;
  if (!event) return false;
  if (event.staff.includes(actor.player_id)) return true;
  return relationships.some(
    (r) =>
      r.player.includes(actor.player_id) &&
      r.permissions.includes('Match Editor') &&
      (r.matches.includes(match.id) || r.events.includes(event.id)),
  );
}
