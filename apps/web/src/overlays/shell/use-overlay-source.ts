import { useRef } from 'react';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import type { OverlayPath } from './parse-overlay-path.js';
import type { ShellBroadcast } from './overlay-theme.js';

export type OverlayBroadcast = ShellBroadcast & ThingRecord;

/** The client fields the shell reads (broadcast §3 "Client"). */
export interface ShellClient {
  readonly key?: string;
  readonly name?: string | null;
  readonly broadcast?: readonly string[] | null;
}
export type OverlayClient = ShellClient & ThingRecord;

/** The broadcast an overlay shows, and for the client shell the client it follows. */
export interface OverlaySource {
  /** loading until the records arrive; missing when the key names no broadcast or client (or no active broadcast). */
  readonly status: 'loading' | 'missing' | 'ready';
  readonly broadcast: OverlayBroadcast | null;
  readonly client: OverlayClient | null;
}

/**
 * OVERLAYS §2 "Addresses": /broadcast/{code} reads broadcast-{code}; /client/{key} reads client-{key} and follows
 * that client's active broadcast (its first linked broadcast). The client record is live, so when
 * set-active-broadcast reorders its broadcasts (a data_update of client-{key}) the overlay re-points at once,
 * with no reload. Both keep the last state while the socket is away (the store keeps every record).
 */
export function useOverlaySource(path: Pick<OverlayPath, 'shell' | 'key'>): OverlaySource {
  const isClient = path.shell === 'client';
  const client = useThing<ShellClient>(isClient ? DERIVED.client(path.key) : null);
  const readyClient = isThingReady(client) ? (client as OverlayClient) : null;
  const broadcastId = isClient
    ? (readyClient?.broadcast?.[0] ?? null)
    : DERIVED.broadcast(path.key);
  const broadcast = useThing<ShellBroadcast>(broadcastId);
  const source = readSource(isClient, client, readyClient, broadcast);
  // Re-pointing (a new active broadcast) keeps the last broadcast on screen until the new one has arrived.
  const last = useRef<OverlaySource | null>(null);
  if (source.status === 'loading' && last.current) return last.current;
  last.current = source.status === 'ready' ? source : null;
  return source;
}

function readSource(
  isClient: boolean,
  client: ReturnType<typeof useThing<ShellClient>>,
  readyClient: OverlayClient | null,
  broadcast: ReturnType<typeof useThing<ShellBroadcast>>,
): OverlaySource {
  if (isClient && (client === undefined || isThingLoading(client))) {
    return { status: 'loading', broadcast: null, client: null };
  }
  if (isClient && !readyClient) return { status: 'missing', broadcast: null, client: null };
  if (broadcast === undefined) return { status: 'missing', broadcast: null, client: readyClient };
  if (isThingLoading(broadcast)) return { status: 'loading', broadcast: null, client: readyClient };
  if (!isThingReady(broadcast)) return { status: 'missing', broadcast: null, client: readyClient };
  return { status: 'ready', broadcast: broadcast as OverlayBroadcast, client: readyClient };
}
