import type { DataSource } from 'typeorm';
import { SUBJECTS, type RecordChangedEvent } from '@castline/contracts';
import type { NatsBus } from '../nats/nats-bus.js';
import type { Logger } from '../logging/logger.js';
import type { OutboxRow } from './transaction-writes.js';

/** Most outbox rows one relay transaction claims and publishes. */
const OUTBOX_BATCH = 200;

/** Outbox ids are bigserial (strings from pg): numeric order without losing precision. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Publishes committed outbox rows to JetStream in outbox order: record changes as `record.evt.changed.v1`
 * `{id, data, crew?, version, source}`, domain events as their subject with the envelope `{...payload, event_id,
 * aggregate, version}` (the version orders the events of one aggregate for its consumers). `kick()` runs right
 * after a commit and when NATS comes back; a sweep every second (and at start) covers a crash between commit
 * and publish and a database that was away. Rows are claimed with SKIP LOCKED so replicas never publish the
 * same row twice, and the JetStream message id de-duplicates a re-send after a crash between publish and mark.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private stopWatching: (() => void) | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly bus: NatsBus,
    private readonly logger: Logger,
    private readonly source: string,
  ) {}

  start(sweepMs = 1000): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), sweepMs);
    this.timer.unref();
    // NATS back: publish what piled up at once rather than at the next sweep.
    this.stopWatching = this.bus.onReconnect(() => void this.kick());
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.stopWatching?.();
    await this.running;
  }

  /** Committed rows not published yet, and the age of the oldest (outbox lag). */
  async pending(): Promise<{ rows: number; oldestMs: number }> {
    const [row] = await this.dataSource.query<{ rows: number; oldest_ms: number | null }[]>(
      `SELECT count(*)::int AS rows, (extract(epoch FROM now() - min(created_at)) * 1000)::float8 AS oldest_ms
       FROM "${this.schema}".outbox WHERE published_at IS NULL`,
    );
    return { rows: row?.rows ?? 0, oldestMs: row?.oldest_ms ?? 0 };
  }

  /**
   * Right after a unit of work committed. A transaction that wrote record changes only: they are published at once
   * (no claim first: the press reaches the overlays two Postgres round trips sooner) and then marked published. One
   * that also wrote domain events: the relay publishes all its rows together, in outbox order, as before. The message
   * id is the relay's, so a row the sweep claims meanwhile is de-duplicated by JetStream, and a publish that fails
   * leaves the rows to the relay. A record change may overtake an older pending one: it carries the whole record and
   * its version, and realtime drops a stale version.
   */
  async publishCommitted(written: {
    rows: readonly OutboxRow[];
    otherOutbox: boolean;
  }): Promise<void> {
    if (written.otherOutbox) return this.kick();
    if (written.rows.length === 0) return;
    if (!this.bus.isConnected || this.stopped) return this.kick();
    const rows = [...written.rows].sort((a, b) => compareIds(a.id, b.id));
    try {
      await Promise.all(rows.map((row) => this.publish(row)));
      await this.dataSource.query(
        `UPDATE "${this.schema}".outbox SET published_at = now()
         WHERE id = ANY($1::bigint[]) AND published_at IS NULL`,
        [rows.map((row) => row.id)],
      );
    } catch (error) {
      this.logger.debug({ err: String(error) }, 'publish after commit failed; the relay retries');
      return this.kick();
    }
  }

  /** Publishes everything pending now (coalesces concurrent calls). Resolves when the queue is drained. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          // A short batch means the queue is drained (rows committed meanwhile set `again`).
          while (!this.stopped && (await this.publishBatch()) === OUTBOX_BATCH) {
            // keep draining
          }
          if (this.lastError) this.logger.info('outbox publishing again');
          this.lastError = null;
        } catch (error) {
          const message = String(error);
          // One line per outage, not one per sweep.
          if (this.lastError !== message)
            this.logger.warn({ err: message }, 'outbox publish failed; will retry');
          this.lastError = message;
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * One batch in one transaction and three Postgres round trips: claim and mark the oldest pending rows in one
   * statement (SKIP LOCKED, so a replica's concurrent sweep takes other rows), publish them all at once (NATS keeps
   * the order of one connection's publishes, so the stream holds them in outbox order; the acks are awaited
   * together instead of one after the other), then commit. A failed publish rolls the marks back, and the
   * re-send is de-duplicated by its message id.
   */
  private async publishBatch(): Promise<number> {
    if (!this.bus.isConnected) return 0;
    return this.dataSource.transaction(async (manager) => {
      const [claimed] = await manager.query<[OutboxRow[], number]>(
        `UPDATE "${this.schema}".outbox SET published_at = now()
         WHERE id IN (
           SELECT id FROM "${this.schema}".outbox WHERE published_at IS NULL
           ORDER BY id LIMIT ${OUTBOX_BATCH} FOR UPDATE SKIP LOCKED
         )
         RETURNING id, subject, record_id, data, crew, version`,
      );
      // RETURNING follows no order: publish in outbox (id) order.
      const rows = (claimed ?? []).sort((a, b) => compareIds(a.id, b.id));
      if (rows.length === 0) return 0;
      await Promise.all(rows.map((row) => this.publish(row)));
      return rows.length;
    });
  }

  private publish(row: OutboxRow): Promise<void> {
    const msgId = `${this.source}:${row.id}`;
    if (row.subject === SUBJECTS.recordChanged) {
      const event: RecordChangedEvent = {
        id: row.record_id,
        data: row.data,
        ...(row.crew ? { crew: row.crew } : {}),
        version: Number(row.version),
        source: this.source,
      };
      return this.bus.jsPublish(SUBJECTS.recordChanged, event, msgId);
    }
    return this.bus.jsPublish(
      row.subject,
      { ...row.data, event_id: msgId, aggregate: row.record_id, version: Number(row.version) },
      msgId,
    );
  }

  /** Deletes published rows older than a day (called at start). */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".outbox WHERE published_at < now() - interval '1 day'`,
    );
  }
}
