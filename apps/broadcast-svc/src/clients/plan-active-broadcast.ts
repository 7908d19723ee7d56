import { ACTIVE_CLIENT, CodedError } from '@castline/contracts';
import type { PermissionClient } from '@castline/domain';
import { moveListItem } from '../common/move-list-item.js';
import type { ClientEntity } from './client.entity.js';

/** The set-active-broadcast body rule RULES names without a text. */
export const SET_ACTIVE_BROADCAST_TEXT = {
  notLinked: 'broadcast: That broadcast is not linked to this client',
} as const;

/** The answer of set-active-broadcast: the client and its broadcasts after the call (the first is active). */
export interface ActiveBroadcastResult {
  client: string;
  broadcast: string[];
  changed: boolean;
}

/**
 * The client a set-active-broadcast call acts on (RULES (0) "Client owner"): 'self' is the actor's active client
 * (the first owned, in the order given: by id), an id must be a client the actor owns. Null when there is none.
 */
export function pickClient<C extends PermissionClient>(
  playerId: string,
  clients: readonly C[],
  requested: string,
): C | null {
  const owned = clients.filter((client) => client.staff.includes(playerId));
  if (requested === ACTIVE_CLIENT) return owned[0] ?? null;
  return owned.find((client) => client.id === requested) ?? null;
}

/**
 * Plans actions/set-active-broadcast (RULES (a)): the broadcast moves first in the client's broadcast list (the
 * others keep their order). Refused (400) when the broadcast is not linked to the client. Already first: no change.
 */
export function planActiveBroadcast(
  client: Pick<ClientEntity, 'id' | 'broadcast'>,
  broadcast: string,
): { changes: Partial<ClientEntity>; result: ActiveBroadcastResult } {
  const next = moveListItem(client.broadcast, broadcast, 0);
  if (!next) throw new CodedError('BAD_REQUEST', SET_ACTIVE_BROADCAST_TEXT.notLinked);
  const changed = next.some((id, i) => id !== client.broadcast[i]);
  return {
    changes: changed ? { broadcast: next } : {},
    result: { client: client.id, broadcast: next, changed },
  };
}
