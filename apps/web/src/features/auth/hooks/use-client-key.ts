import type { ClientRecord } from '@castline/contracts';
import type { AuthUser } from '../../../lib/auth/auth-user.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';

/**
 * The key of the user's active client (RULES (0) "Client owner": the first client), read from the client record
 * by id (public-site §2 user menu: /client/{clientKey}/…); null without a client or until the record arrives.
 */
export function useClientKey(user: AuthUser | null): string | null {
  const client = useThing<Pick<ClientRecord, 'key'>>(user?.clients[0] ?? null);
  return isThingReady(client) && typeof client.key === 'string' && client.key !== ''
    ? client.key
    : null;
}
