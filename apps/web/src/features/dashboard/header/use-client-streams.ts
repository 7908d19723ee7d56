import type { StreamEntry } from '@castline/contracts';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { SPECIAL_STREAMS_KEY } from '../../../lib/wire/wire-constants.js';
import { streamsOfClient } from '../../../overlays/admin/admin-reports.js';

/**
 * The transmitters of special:streams sending for this client (RULES (k): crew only, so the record comes once the
 * dashboard's socket has associated the user's token; see use-production-scenes), live. The same reading as the
 * client's source overview (/client/{key}/admin).
 */
export function useClientStreams(clientKey: string | null): StreamEntry[] {
  const record = useThing(SPECIAL_STREAMS_KEY);
  return clientKey && isThingReady(record) ? streamsOfClient(record, clientKey) : [];
}
