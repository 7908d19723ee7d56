import type { DataSource } from 'typeorm';
import type { HealthReply } from '@castline/contracts';
import type { NatsBus } from '../nats/nats-bus.js';

/** How often the database is probed while the service runs, and how long one probe may take. */
export const DATABASE_PROBE_MS = 1000;
export const DATABASE_PROBE_TIMEOUT_MS = 1500;

export interface ServiceHealthOptions {
  service: string;
  instance: string;
  bus: NatsBus;
  dataSource?: DataSource;
  /** Extra fields for GET /health (e.g. realtime's socket count). */
  details?: () => Record<string, unknown>;
  now?: () => number;
}

/**
 * Whether this process can do its job right now: started (migrations, seed and read-model rebuild done), NATS
 * connected, and its database answering (probed every second). Answers `<domain>.qry.health` and GET /health:
 * a service whose database or NATS is away says not ready, so the gateway's /health and orchestrators see it.
 */
export class ServiceHealth {
  private started = false;
  private databaseOk = true;
  private databaseError: string | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private probing = false;
  private readonly startedAt: number;
  private readonly now: () => number;

  constructor(private readonly options: ServiceHealthOptions) {
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  /** Start-up is done: the service serves its handlers. */
  markStarted(): void {
    this.started = true;
  }
  markStopping(): void {
    this.started = false;
    this.stopProbing();
  }

  get isStarted(): boolean {
    return this.started;
  }

  get isReady(): boolean {
    return this.started && this.options.bus.isConnected && this.databaseOk;
  }

  /** Probes the database every DATABASE_PROBE_MS (no-op without a database). */
  startProbing(intervalMs = DATABASE_PROBE_MS): void {
    if (!this.options.dataSource || this.probeTimer) return;
    this.probeTimer = setInterval(() => void this.probeDatabase(), intervalMs);
    this.probeTimer.unref();
  }

  stopProbing(): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
  }

  /** One `SELECT 1` with a timeout; updates the database state. */
  async probeDatabase(): Promise<boolean> {
    const ds = this.options.dataSource;
    if (!ds || this.probing) return this.databaseOk;
    this.probing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ds.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('the database did not answer in time')),
            DATABASE_PROBE_TIMEOUT_MS,
          );
        }),
      ]);
      this.databaseOk = true;
      this.databaseError = null;
    } catch (error) {
      this.databaseOk = false;
      this.databaseError = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
      this.probing = false;
    }
    return this.databaseOk;
  }

  /** The `<domain>.qry.health` answer. */
  reply(): HealthReply {
    return {
      service: this.options.service,
      instance: this.options.instance,
      ready: this.isReady,
      uptimeMs: this.now() - this.startedAt,
    };
  }

  /** The GET /health body (status 200 when ready, else 503). */
  report(): Record<string, unknown> {
    return {
      ...this.reply(),
      started: this.started,
      nats: this.options.bus.isConnected,
      ...(this.options.dataSource
        ? {
            database: this.databaseOk,
            ...(this.databaseError ? { databaseError: this.databaseError } : {}),
          }
        : {}),
      ...(this.options.details?.() ?? {}),
    };
  }
}
