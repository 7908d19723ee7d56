/** A production client as the access rule reads it. */
export interface PermissionClient {
  readonly id: string;
  readonly staff: readonly string[];
  readonly broadcast: readonly string[];
}

/** Broadcast access (BA) to B (RULES (0)): the actor owns (is staff of) a client whose broadcast list holds B. */
export function hasBroadcastAccess(
  playerId: string,
  broadcastId: string,
  clients: readonly PermissionClient[],
): boolean {
  return clients.some((c) => c.staff.includes(playerId) && c.broadcast.includes(broadcastId));
}
