import type { WebsiteFlag } from '@castline/contracts';
import { SOCKET_EVENTS, WEBSITE_FLAGS } from '../wire/wire-constants.js';
import type { ThingSocket } from '../things/thing-socket.js';

/** The socket's state as the navbar needs it (public-site §4 "The live socket connection is either connected or not"). */
export interface LiveStatusSnapshot {
  readonly connected: boolean;
  readonly flags: readonly WebsiteFlag[];
  /** When the page loaded (ms), for the disconnected banner's 3 s delay. */
  readonly startedAt: number;
}

const KNOWN_FLAGS = new Set<string>(WEBSITE_FLAGS);

/** Reads a `website_flags` payload: the known flag names of a list (anything else is ignored). */
export function readWebsiteFlags(payload: unknown): WebsiteFlag[] {
  if (!Array.isArray(payload)) return [];
  return payload.filter(
    (flag): flag is WebsiteFlag => typeof flag === 'string' && KNOWN_FLAGS.has(flag),
  );
}

/**
 * Live socket status (public-site §7): connect / disconnect / connect_error and `website_flags`, as an external
 * store for `useSyncExternalStore`.
 */
export class LiveStatus {
  private snapshot: LiveStatusSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(socket: ThingSocket, now: () => number = Date.now) {
    this.snapshot = { connected: socket.connected, flags: [], startedAt: now() };
    socket.on('connect', () => this.update({ connected: true }));
    socket.on('disconnect', () => this.update({ connected: false }));
    socket.on('connect_error', () => this.update({ connected: socket.connected }));
    socket.on(SOCKET_EVENTS.websiteFlags, (payload: unknown) =>
      this.update({ flags: readWebsiteFlags(payload) }),
    );
  }

  readonly getSnapshot = (): LiveStatusSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a website flag is on ("They are delivered live and can be checked by name"). */
  hasFlag(flag: WebsiteFlag): boolean {
    return this.snapshot.flags.includes(flag);
  }

  private update(change: Partial<LiveStatusSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    if (
      next.connected === this.snapshot.connected &&
      next.flags.length === this.snapshot.flags.length &&
      next.flags.every((flag, i) => flag === this.snapshot.flags[i])
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
