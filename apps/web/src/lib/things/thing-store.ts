import {
  CREW_FIELDS,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  SOCKET_EVENTS,
  THINGS_UNAVAILABLE_MARK,
} from '../wire/wire-constants.js';
import type { ThingSocket } from './thing-socket.js';
import {
  createLoadingThing,
  createMissingThing,
  isThingLoading,
  type Loadable,
  type ThingRecord,
} from './thing-types.js';

/** Requested ids are collected this long, then asked for together (public-site §7). */
export const REQUEST_FLUSH_MS = 100;
/** Incoming `data_update`s are collected this long, then applied together (public-site §7). */
export const UPDATE_FLUSH_MS = 50;
/** Most ids in one POST /things (public-site §7, §9 "Request batch: 500 ids"). */
export const REQUEST_BATCH_SIZE = 500;
/** An id whose fetch failed (or that an unavailable owner left out) is asked for again after this long. */
export const RETRY_MS = 5000;
/** An id nobody has used for this long is dropped from the cache and unsubscribed. */
export const RELEASE_MS = 60_000;

/** Where the store logs failed fetches (public-site §8: "logged and returns nothing"). */
export interface ThingStoreLogger {
  error(message: string, ...details: unknown[]): void;
}

export interface ThingStoreOptions {
  readonly socket: ThingSocket;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The read path, `/things` on the one public origin. */
  readonly thingsUrl?: string;
  readonly logger?: ThingStoreLogger;
  /** The signed-in user's token: reads are then theirs (crew get their crew-only fields). */
  readonly getToken?: () => string | null;
  readonly requestFlushMs?: number;
  readonly updateFlushMs?: number;
  readonly batchSize?: number;
  readonly retryMs?: number;
  readonly releaseMs?: number;
}

type Listener = () => void;
type Timer = ReturnType<typeof setTimeout>;

/** Splits a list into pieces of at most `size` items. */
function chunk<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}

/**
 * A public `data_update` never carries crew-only fields (RULES (h) C); a crew member's store keeps the ones its
 * authenticated read gave it rather than dropping them at every public update.
 */
export function keepCrewFields(previous: Loadable | undefined, next: Loadable): Loadable {
  if (!previous || !('id' in previous) || !('id' in next)) return next;
  const kind = (next as { __kind?: unknown }).__kind;
  if (kind !== 'player' && kind !== 'broadcast') return next;
  const kept: Record<string, unknown> = {};
  for (const field of CREW_FIELDS[kind]) {
    if (!(field in next) && field in previous)
      kept[field] = (previous as Record<string, unknown>)[field];
  }
  return Object.keys(kept).length ? { ...next, ...kept } : next;
}

/** An answer item or a `data_update` payload as a store entry: a record with `id`, else not found. */
export function toThingEntry(requestedId: string, data: unknown): Loadable {
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { id?: unknown }).id === 'string'
  ) {
    return { ...(data as Record<string, unknown>), __id: requestedId } as ThingRecord;
  }
  return createMissingThing(requestedId);
}

/**
 * The thing store (public-site §3 "Entities are fetched by id and cached", §7): ids are asked for through a
 * buffer flushed every 100 ms in POST /things batches of at most 500, each id is subscribed on the socket,
 * `data_update`s are buffered and applied every 50 ms, and a reconnect re-subscribes every id in use with
 * `subscribe-multiple`. Listeners are per id, so only what changed re-renders.
 */
export class ThingStore {
  private readonly entries = new Map<string, Loadable>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly subscribed = new Set<string>();
  private readonly pendingRequests = new Set<string>();
  private readonly pendingUpdates = new Map<string, unknown>();
  private readonly waiters = new Map<string, Set<(thing: Loadable) => void>>();
  private readonly releaseTimers = new Map<string, Timer>();
  private readonly retryIds = new Set<string>();
  private requestTimer: Timer | null = null;
  private updateTimer: Timer | null = null;
  private retryTimer: Timer | null = null;
  private hasConnected = false;
  private disposed = false;

  /**
   * The realtime socket the store listens on: the page's one socket, which production features share (the
   * dashboard's client room and scene changes, `features/dashboard/header/dashboard-production.ts`).
   */
  readonly socket: ThingSocket;
  private readonly fetchImpl: ThingStoreOptions['fetch'];
  private readonly thingsUrl: string;
  private readonly logger: ThingStoreLogger;
  private readonly getToken: () => string | null;
  private readonly requestFlushMs: number;
  private readonly updateFlushMs: number;
  private readonly batchSize: number;
  private readonly retryMs: number;
  private readonly releaseMs: number;

  constructor(options: ThingStoreOptions) {
    this.socket = options.socket;
    this.fetchImpl = options.fetch;
    this.thingsUrl = options.thingsUrl ?? '/things';
    this.logger = options.logger ?? console;
    this.getToken = options.getToken ?? (() => null);
    this.requestFlushMs = options.requestFlushMs ?? REQUEST_FLUSH_MS;
    this.updateFlushMs = options.updateFlushMs ?? UPDATE_FLUSH_MS;
    this.batchSize = options.batchSize ?? REQUEST_BATCH_SIZE;
    this.retryMs = options.retryMs ?? RETRY_MS;
    this.releaseMs = options.releaseMs ?? RELEASE_MS;

    this.socket.on('connect', () => this.onConnect());
    this.socket.on(SOCKET_EVENTS.dataUpdate, (id: unknown, data: unknown) =>
      this.onDataUpdate(id, data),
    );
  }

  /** The entry of an id without side effects (undefined when the store never saw it). */
  peek(id: string): Loadable | undefined {
    return this.entries.get(id);
  }

  /**
   * The entry of an id. An id seen for the first time gets the loading marker, is queued for the next
   * request batch and is subscribed on the socket. Safe to call while rendering (it never notifies).
   */
  get(id: string): Loadable {
    const existing = this.entries.get(id);
    if (existing) return existing;
    const loading = createLoadingThing(id);
    this.entries.set(id, loading);
    this.queueRequest(id);
    this.subscribeSocket(id);
    if (!this.listeners.get(id)?.size) this.scheduleRelease(id);
    return loading;
  }

  /** Listens to one id (and keeps it in use while listened to); answers the unsubscribe function. */
  subscribe(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    this.cancelRelease(id);
    this.get(id);
    return () => {
      const current = this.listeners.get(id);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        this.listeners.delete(id);
        this.scheduleRelease(id);
      }
    };
  }

  /** Resolves with the entry of an id once it is no longer loading (used outside React, e.g. the mini-site lookup). */
  load(id: string): Promise<Loadable> {
    const entry = this.get(id);
    if (!isThingLoading(entry)) return Promise.resolve(entry);
    return new Promise((resolve) => {
      let set = this.waiters.get(id);
      if (!set) {
        set = new Set();
        this.waiters.set(id, set);
      }
      set.add(resolve);
    });
  }

  /** Every id the store currently holds (the ids in use). */
  idsInUse(): string[] {
    return [...this.entries.keys()];
  }

  /** Stops every timer (tests, hot reload). */
  dispose(): void {
    this.disposed = true;
    for (const timer of [this.requestTimer, this.updateTimer, this.retryTimer]) {
      if (timer) clearTimeout(timer);
    }
    for (const timer of this.releaseTimers.values()) clearTimeout(timer);
    this.releaseTimers.clear();
  }

  private queueRequest(id: string): void {
    this.pendingRequests.add(id);
    if (this.requestTimer === null && !this.disposed) {
      this.requestTimer = setTimeout(() => this.flushRequests(), this.requestFlushMs);
    }
  }

  private flushRequests(): void {
    this.requestTimer = null;
    const ids = [...this.pendingRequests].filter((id) => this.entries.has(id));
    this.pendingRequests.clear();
    for (const batch of chunk(ids, this.batchSize)) void this.fetchBatch(batch);
  }

  /** One POST /things. A failure is logged and yields nothing (public-site §8); the ids are retried later. */
  private async fetchBatch(ids: string[]): Promise<void> {
    let answer: unknown;
    try {
      const token = this.getToken();
      const response = await this.fetchImpl(this.thingsUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authentication: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ ids: ids.join(',') }),
      });
      answer = await response.json();
    } catch (error) {
      this.logger.error('Could not fetch records', error);
      this.retryLater(ids);
      return;
    }
    if (!Array.isArray(answer)) {
      const flagged = typeof answer === 'object' && answer !== null && 'error' in answer;
      const message = flagged ? (answer as { message?: unknown }).message : undefined;
      this.logger.error(
        `Could not fetch records: ${typeof message === 'string' ? message : 'unexpected answer'}`,
      );
      this.retryLater(ids);
      return;
    }
    const changed: string[] = [];
    const answered = new Set<string>();
    for (const item of answer) {
      if (typeof item !== 'object' || item === null) continue;
      const id = (item as { __id?: unknown }).__id;
      if (typeof id !== 'string') continue;
      // A coded partial answer: the owner of this id did not answer; it stays loading and is asked again.
      if ((item as { __error?: unknown }).__error === THINGS_UNAVAILABLE_MARK) continue;
      answered.add(id);
      // Appended records (the single theme of a record) are stored and kept live like any other.
      if (!this.entries.has(id)) {
        this.subscribeSocket(id);
        this.scheduleRelease(id);
      }
      this.entries.set(id, toThingEntry(id, item));
      changed.push(id);
    }
    // An id an unavailable owner left out stays loading and is asked for again.
    this.retryLater(ids.filter((id) => !answered.has(id)));
    this.notify(changed);
  }

  private retryLater(ids: readonly string[]): void {
    for (const id of ids) if (this.entries.has(id)) this.retryIds.add(id);
    if (this.retryIds.size === 0 || this.retryTimer !== null || this.disposed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const retry = [...this.retryIds];
      this.retryIds.clear();
      for (const id of retry) if (isThingLoading(this.entries.get(id))) this.queueRequest(id);
    }, this.retryMs);
  }

  private subscribeSocket(id: string): void {
    if (this.subscribed.has(id)) return;
    this.subscribed.add(id);
    // While disconnected, the next 'connect' subscribes every id at once.
    if (this.socket.connected) this.socket.emit(SOCKET_EVENTS.subscribe, id);
  }

  /**
   * Connect and reconnect: `subscribe-multiple` with every id in use. After a reconnect the ids are also asked
   * for again, since updates sent while disconnected were lost.
   */
  private onConnect(): void {
    const ids = [...this.subscribed];
    for (const batch of chunk(ids, MAX_SUBSCRIPTIONS_PER_SOCKET)) {
      this.socket.emit(SOCKET_EVENTS.subscribeMultiple, batch);
    }
    if (this.hasConnected) for (const id of this.entries.keys()) this.queueRequest(id);
    this.hasConnected = true;
  }

  private onDataUpdate(id: unknown, data: unknown): void {
    if (typeof id !== 'string' || !this.entries.has(id)) return;
    this.pendingUpdates.set(id, data);
    if (this.updateTimer === null && !this.disposed) {
      this.updateTimer = setTimeout(() => this.flushUpdates(), this.updateFlushMs);
    }
  }

  private flushUpdates(): void {
    this.updateTimer = null;
    const changed: string[] = [];
    for (const [id, data] of this.pendingUpdates) {
      if (!this.entries.has(id)) continue;
      this.entries.set(id, keepCrewFields(this.entries.get(id), toThingEntry(id, data)));
      changed.push(id);
    }
    this.pendingUpdates.clear();
    this.notify(changed);
  }

  private notify(ids: readonly string[]): void {
    for (const id of ids) {
      const entry = this.entries.get(id);
      const waiters = this.waiters.get(id);
      if (waiters && entry && !isThingLoading(entry)) {
        this.waiters.delete(id);
        for (const resolve of waiters) resolve(entry);
      }
    }
    for (const id of ids) {
      const set = this.listeners.get(id);
      if (set) for (const listener of [...set]) listener();
    }
  }

  private scheduleRelease(id: string): void {
    this.cancelRelease(id);
    if (this.disposed) return;
    this.releaseTimers.set(
      id,
      setTimeout(() => {
        this.releaseTimers.delete(id);
        if (this.listeners.get(id)?.size || this.waiters.has(id)) return;
        this.entries.delete(id);
        this.pendingRequests.delete(id);
        this.pendingUpdates.delete(id);
        if (this.subscribed.delete(id) && this.socket.connected) {
          this.socket.emit(SOCKET_EVENTS.unsubscribe, id);
        }
      }, this.releaseMs),
    );
  }

  private cancelRelease(id: string): void {
    const timer = this.releaseTimers.get(id);
    if (timer) {
      clearTimeout(timer);
      this.releaseTimers.delete(id);
    }
  }
}
