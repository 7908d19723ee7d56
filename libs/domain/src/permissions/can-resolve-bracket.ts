import type {
  PermissionActor,
  PermissionEvent,
  PermissionRelationship,
} from './permission-types.js';

/** A bracket as the resolve permission reads it: its linked events and its ordered_matches. */
export interface PermissionBracket {
  readonly events: readonly PermissionEvent[];
  readonly ordered_matches: readonly string[];
}

/**
 * Who may run resolve-entire-bracket (RULES (a), broadcast §6): ME on an event linked to the bracket ('Can edit
 * any match', the event's staff, or a 'Match Editor' relationship linked to the event), or a 'Match Editor'
 * relationship on any of the bracket's matches. A bracket linked to no event needs 'Can edit any match'.
 */
export function canResolveBracket(
  actor: PermissionActor,
  bracket: PermissionBracket,
  relationships: readonly PermissionRelationship[],
): boolean {
  if (actor.website_settings.includes('Can edit any match')) return true;
  if (bracket.events.length === 0) return false;
  if (bracket.events.some((e) => e.staff.includes(actor.player_id))) return true;
  const eventIds = bracket.events.map((e) => e.id);
  return relationships.some(
    (r) =>
      r.player.includes(actor.player_id) &&
      r.permissions.includes('Match Editor') &&
      (r.events.some((e) => eventIds.includes(e)) ||
        r.matches.some((m) => bracket.ordered_matches.includes(m))),
  );
}
