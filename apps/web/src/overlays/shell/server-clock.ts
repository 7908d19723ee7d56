import { SERVER_TIME_PATH } from '@castline/contracts';

/** broadcast §9: time-sync every 1 hour, 10 s timeout, 5 repeats. */
export const SERVER_CLOCK_SAMPLES = 5;
export const SERVER_CLOCK_TIMEOUT_MS = 10_000;
export const SERVER_CLOCK_RESYNC_MS = 60 * 60 * 1000;

/** One round trip to the server clock: local send and receive times and the server's answer (ms). */
export interface ClockSample {
  readonly sentAt: number;
  readonly receivedAt: number;
  readonly serverNow: number;
}

/**
 * NTP-style offset (server − local, ms) from several samples: the sample with the shortest round trip wins (the
 * least queueing, so the tightest bound), and its server time is taken as read at the midpoint of the trip.
 * null without a usable sample.
 */
export function pickClockOffset(samples: readonly ClockSample[]): number | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    const trip = sample.receivedAt - sample.sentAt;
    if (!Number.isFinite(trip) || trip < 0 || !Number.isFinite(sample.serverNow)) continue;
    if (best === null || trip < best.receivedAt - best.sentAt) best = sample;
  }
  if (best === null) return null;
  return Math.round(best.serverNow - (best.sentAt + best.receivedAt) / 2);
}

export interface ServerClockOptions {
  /** Asks the server for its time (ms); rejects on failure or timeout. Default: GET /time with a 10 s timeout. */
  readonly fetchServerNow?: () => Promise<number>;
  /** The local clock (ms). */
  readonly localNow?: () => number;
  readonly samples?: number;
  readonly resyncMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/** GET /time with a timeout: the server's `now` (ms). */
export async function fetchServerNow(timeoutMs = SERVER_CLOCK_TIMEOUT_MS): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(SERVER_TIME_PATH, { cache: 'no-store', signal: controller.signal });
    if (!res.ok) throw new Error(`GET ${SERVER_TIME_PATH} answered ${res.status}`);
    // ServerTimeSchema's shape, checked by hand: zod stays out of the overlay bundle.
    const body = (await res.json()) as { now?: unknown } | null;
    const now = body?.now;
    if (typeof now !== 'number' || !Number.isFinite(now)) {
      throw new Error(`GET ${SERVER_TIME_PATH} answered no time`);
    }
    return now;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The server-synced clock (RULES (f) "the synced broadcast clock"): `now()` is the local clock plus the offset
 * measured against GET /time (several samples in a row, the shortest round trip wins), measured again every hour.
 * Until the first sync, and if every sample fails, `now()` is the local clock. Generic: overlays and the dashboard
 * share one per page (`getServerClock`).
 */
export class ServerClock {
  private offset = 0;
  private synced = false;
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly fetchNow: () => Promise<number>;
  private readonly localNow: () => number;
  private readonly sampleCount: number;
  private readonly resyncMs: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(options: ServerClockOptions = {}) {
    this.fetchNow = options.fetchServerNow ?? (() => fetchServerNow());
    this.localNow = options.localNow ?? (() => Date.now());
    this.sampleCount = options.samples ?? SERVER_CLOCK_SAMPLES;
    this.resyncMs = options.resyncMs ?? SERVER_CLOCK_RESYNC_MS;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer =
      options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** The server's time now (ms), as well as this page knows it. */
  now(): number {
    return this.localNow() + this.offset;
  }

  /** server − local (ms). */
  getOffset(): number {
    return this.offset;
  }

  /** True once the first sample has answered (or failed): `now()` will not jump by more than a few ms after that. */
  isSettled(): boolean {
    return this.synced;
  }

  /** Called after every sync. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes the samples one after another and keeps the best; the offset stays when every sample fails. */
  sync(): Promise<void> {
    this.running ??= this.measure().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Syncs now and every resync interval until stop(). */
  start(): void {
    if (this.timer !== null) return;
    const loop = () => {
      void this.sync().finally(() => {
        if (this.timer !== null) this.timer = this.setTimer(loop, this.resyncMs);
      });
    };
    this.timer = this.setTimer(loop, 0);
  }

  stop(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private async measure(): Promise<void> {
    const samples: ClockSample[] = [];
    for (let i = 0; i < this.sampleCount; i += 1) {
      const sentAt = this.localNow();
      try {
        const serverNow = await this.fetchNow();
        samples.push({ sentAt, receivedAt: this.localNow(), serverNow });
      } catch {
        // A lost or late sample is skipped; the others still count.
      }
      // The first answer (or failure) settles the clock, so a page never waits for all samples to paint; the
      // best sample refines the offset by a few milliseconds at most.
      if (!this.synced) this.settle(samples);
    }
    this.settle(samples);
  }

  private settle(samples: readonly ClockSample[]): void {
    const offset = pickClockOffset(samples);
    if (offset !== null) this.offset = offset;
    this.synced = true;
    for (const listener of this.listeners) listener();
  }
}

let shared: ServerClock | null = null;

/** The page's server clock, started on first use. */
export function getServerClock(): ServerClock {
  if (!shared) {
    shared = new ServerClock();
    shared.start();
  }
  return shared;
}
