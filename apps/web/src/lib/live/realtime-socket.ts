import { WEB_CONFIG_PATH } from '../wire/wire-constants.js';
import type { ThingSocket } from '../things/thing-socket.js';

type Listener = (...args: unknown[]) => void;

/** What RealtimeSocket needs of one Socket.IO client (socket.io-client's Socket fits it). */
export interface RawSocket {
  readonly connected: boolean;
  on(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  close(): unknown;
}

export interface RealtimeSocketOptions {
  /** The realtime origins of the runtime config (loadRealtimeUrls); empty = the page's own origin. */
  loadUrls: () => Promise<readonly string[]>;
  /** Opens a reconnecting socket to `url` (undefined = the page's own origin). */
  open: (url: string | undefined) => RawSocket;
  /** [0, 1): picks the replica of this page load. */
  random?: () => number;
  /** Failed connection attempts in a row after which the next replica is tried (default 2). */
  failuresBeforeSwitch?: number;
}

/** Which realtime replicas a page's socket goes to: every page is a viewer; overlays are production sockets. */
export type SocketRole = 'viewer' | 'production';

/** Where a page's socket connects: the origins to pick from (empty = the page's own) and the Socket.IO path. */
export interface RealtimeTarget {
  readonly urls: string[];
  readonly path: string;
}

const DEFAULT_SOCKET_PATH = '/socket.io';
const isOrigin = (url: unknown): url is string =>
  typeof url === 'string' && /^https?:\/\//.test(url);
const originsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter(isOrigin) : [];

/**
 * Reads where the socket goes from the gateway's runtime config (GET /config.json, `WebConfigSchema`). A viewer
 * uses `realtimeUrls` on /socket.io. A production socket (an overlay in OBS) uses the replicas reserved for
 * production (`productionRealtimeUrls`, else the viewers' ones) on `productionSocketPath`, so no bulk viewer
 * fan-out runs where a producer's press is relayed. Anything malformed, or no answer at all, gives the page's own
 * origin on /socket.io.
 */
export async function loadRealtimeTarget(
  fetchFn: (input: string, init?: RequestInit) => Promise<Response>,
  role: SocketRole = 'viewer',
): Promise<RealtimeTarget> {
  const fallback = { urls: [], path: DEFAULT_SOCKET_PATH };
  try {
    const res = await fetchFn(WEB_CONFIG_PATH, { cache: 'no-store' });
    if (!res.ok) return fallback;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null) return fallback;
    const config = body as Record<string, unknown>;
    const viewers = originsOf(config.realtimeUrls);
    if (role === 'viewer') return { urls: viewers, path: DEFAULT_SOCKET_PATH };
    const production = originsOf(config.productionRealtimeUrls);
    const path =
      typeof config.productionSocketPath === 'string' &&
      /^\/[A-Za-z0-9._~/-]{1,100}$/.test(config.productionSocketPath)
        ? config.productionSocketPath
        : DEFAULT_SOCKET_PATH;
    return { urls: production.length > 0 ? production : viewers, path };
  } catch {
    return fallback;
  }
}

/**
 * The page's realtime socket (public-site §7) straight to realtime-svc, no Node proxy in between: it reads the
 * realtime origins from the runtime config, picks one per page load (so long-polling stays on one replica) and,
 * after `failuresBeforeSwitch` failed attempts in a row, moves to the next one (a replica that is down). Listeners
 * registered with `on` follow it to every socket it opens. With no origins configured it uses the page's own
 * origin (behind an edge proxy that routes /socket.io/ to the replicas).
 */
export class RealtimeSocket implements ThingSocket {
  private readonly listeners = new Map<string, Listener[]>();
  private current: RawSocket | null = null;
  private urls: readonly (string | undefined)[] = [undefined];
  private index = 0;
  private failures = 0;
  private closed = false;

  constructor(private readonly options: RealtimeSocketOptions) {}

  /** Loads the runtime config and opens the socket (call once). */
  async start(): Promise<void> {
    const urls = await this.options.loadUrls().catch(() => []);
    if (this.closed) return;
    if (urls.length > 0) {
      this.urls = urls;
      this.index = Math.floor((this.options.random ?? Math.random)() * urls.length) % urls.length;
    }
    this.openCurrent();
  }

  /** The origin the socket uses now (undefined = the page's own). */
  get url(): string | undefined {
    return this.urls[this.index];
  }

  get connected(): boolean {
    return this.current?.connected ?? false;
  }

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    this.current?.on(event, listener);
  }

  emit(event: string, ...args: unknown[]): void {
    this.current?.emit(event, ...args);
  }

  close(): void {
    this.closed = true;
    this.current?.close();
    this.current = null;
  }

  private openCurrent(): void {
    const socket = this.options.open(this.url);
    this.current = socket;
    this.failures = 0;
    socket.on('connect', () => {
      if (socket === this.current) this.failures = 0;
    });
    socket.on('connect_error', () => {
      if (socket !== this.current || this.urls.length < 2) return;
      this.failures += 1;
      if (this.failures >= (this.options.failuresBeforeSwitch ?? 2)) this.switchToNext();
    });
    for (const [event, listeners] of this.listeners) {
      for (const listener of listeners) socket.on(event, listener);
    }
  }

  private switchToNext(): void {
    const previous = this.current;
    this.current = null;
    previous?.close();
    this.index = (this.index + 1) % this.urls.length;
    this.openCurrent();
  }
}
