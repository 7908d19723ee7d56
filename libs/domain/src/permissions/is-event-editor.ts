import type { PermissionActor, PermissionEvent } from './permission-types.js';

/** Event editor (EE) of E (RULES (0)): in E.staff or 'Can edit any event'. */
export function isEventEditor(actor: PermissionActor, event: PermissionEvent): boolean {
  return (
    actor.website_settings.includes('Can edit any event') || event.staff.includes(actor.player_id)
  );
}
