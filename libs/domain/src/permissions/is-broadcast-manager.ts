import { isEventEditor } from './is-event-editor.js';
import type {
  PermissionActor,
  PermissionEvent,
  PermissionRelationship,
} from './permission-types.js';

/**
 * Broadcast manager of E (RULES (0)): EE of E, or 'Full broadcast permissions', or a relationship with permission
 * "Broadcast Manager" linked to E. Without an event (null) only 'Full broadcast permissions' counts.
 */
export function isBroadcastManager(
  actor: PermissionActor,
  event: PermissionEvent | null,
  relationships: readonly PermissionRelationship[],
): boolean {
  if (actor.website_settings.includes('Full broadcast permissions')) return true;
  if (!event) return false;
  if (isEventEditor(actor, event)) return true;
  return relationships.some(
    (r) =>
      r.player.includes(actor.player_id) &&
      r.permissions.includes('Broadcast Manager') &&
      r.events.includes(event.id),
  );
}
