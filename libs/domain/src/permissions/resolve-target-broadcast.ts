import type { PermissionClient } from './has-broadcast-access.js';

/**
 * The target broadcast of a broadcast-scoped action (RULES (0) "Broadcast access"): the body's `broadcast` key
 * when given, else the active broadcast (first linked) of the actor's active client (first owned). Null when the
 * actor owns no client or the client has no broadcast.
 */
export function resolveTargetBroadcast(
  playerId: string,
  clients: readonly PermissionClient[],
  requested?: string | null,
): string | null {
  if (requested) return requested;
  const active = clients.find((c) => c.staff.includes(playerId));
  return active?.broadcast[0] ?? null;
}
