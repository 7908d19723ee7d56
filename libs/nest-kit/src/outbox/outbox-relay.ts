import type { DataSource } from 'typeorm';
import { SUBJECTS, type RecordChangedEvent } from '@castline/contracts';
import type { NatsBus } from '../nats/nats-bus.js';
import type { Logger } from '../logging/logger.js';

interface OutboxRow {
  id: string;
  subject: string;
  record_id: string;
  data: Record<string, unknown> | null;
  version: string;
}

/**
 * Publishes committed outbox rows to JetStream (`record.evt.changed.v1`) in commit order. `kick()` runs right
 * after a commit; a sweep every second (and at start) covers a crash between commit and publish. Rows are
 * claimed with SKIP LOCKED so replicas never publish the same row twice, and the JetStream message id
 * de-duplicates a re-send after a crash between publish and mark.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

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
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
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
          while (!this.stopped && (await this.publishBatch()) > 0) {
            // keep draining
          }
        } catch (error) {
          this.logger.warn({ err: String(error) }, 'outbox publish failed; will retry');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async publishBatch(): Promise<number> {
    if (!this.bus.isConnected) return 0;
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query<OutboxRow[]>(
        `SELECT id, subject, record_id, data, version FROM "${this.schema}".outbox
         WHERE published_at IS NULL ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED`,
      ));
      if (rows.length === 0) return 0;
      for (const row of rows) {
        const msgId = `${this.source}:${row.id}`;
        if (row.subject === SUBJECTS.recordChanged) {
          const event: RecordChangedEvent = {
            id: row.record_id,
            data: row.data,
            version: Number(row.version),
            source: this.source,
          };
          await this.bus.jsPublish(SUBJECTS.recordChanged, event, msgId);
        } else {
          await this.bus.jsPublish(row.subject, { ...row.data, event_id: msgId }, msgId);
        }
      }
      await manager.query(`UPDATE "${this.schema}".outbox SET published_at = now() WHERE id = ANY($1)`, [
        rows.map((r) => r.id),
      ]);
      return rows.length;
    });
  }

  /** Deletes published rows older than a day (called at start). */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".outbox WHERE published_at < now() - interval '1 day'`,
    );
  }
}
