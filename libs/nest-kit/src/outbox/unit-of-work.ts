import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CodedError } from '@castline/contracts';
import type { Logger } from '../logging/logger.js';
import type { OutboxRelay } from './outbox-relay.js';
import { deferWrite, flushDeferredWrites, takeOutboxRows } from './transaction-writes.js';

/** SQLSTATEs after which the whole transaction is simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
/** How many times a transaction is tried before its failure reaches the caller. */
export const MAX_TRANSACTION_ATTEMPTS = 5;
/** How long an Idempotency-Key is remembered per actor. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Texts of the idempotency refusals (new copy, RULES.md †). */
export const IDEMPOTENCY_TEXT = {
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** Who does what: the key of an action's idempotency entry. */
export interface ActionContext {
  /** The actor's player id (keys are kept per actor). */
  actor: string;
  /** The action name (`update-match-data`). */
  action: string;
  /** The body as the service received it (a reused key with another body is refused). */
  body: unknown;
  /** The client's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string | undefined;
}

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether Postgres aborted the transaction for a deadlock or a serialization failure: `run` then runs the whole
 * transaction again, so code that catches errors inside one (a savepoint) must rethrow these.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function hashRequest(action: string, body: unknown): string {
  return createHash('sha256')
    .update(`${action}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * One unit of work of a service: a Postgres transaction (typed rows, read model, derived records, audit and
 * outbox rows together; writes deferred with `deferWrite` are sent before commit), run again when Postgres aborts it
 * for a deadlock or a serialization failure, and its record changes published as soon as it committed (the relay's
 * sweep publishes whatever that publish missed, and the other outbox rows). `runAction` adds idempotency: the committed answer of an action is
 * stored in the same transaction under (actor, Idempotency-Key), so a retry of a committed action (a lost
 * reply, a timeout) answers that answer and writes nothing twice; a concurrent duplicate waits for the first
 * and then replays it.
 */
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly relay: OutboxRelay,
    private readonly logger: Logger,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        let transaction: EntityManager | undefined;
        const result = await this.dataSource.transaction(async (manager) => {
          transaction = manager;
          const answer = await work(manager);
          await flushDeferredWrites(manager);
          return answer;
        });
        if (transaction) void this.relay.publishCommitted(takeOutboxRows(transaction));
        return result;
      } catch (error) {
        const state = sqlState(error);
        if (!state || !RETRYABLE_SQLSTATES.has(state) || attempt >= MAX_TRANSACTION_ATTEMPTS)
          throw error;
        this.logger.info(
          { attempt, sqlstate: state },
          'transaction aborted by Postgres; running it again',
        );
        await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
      }
    }
  }

  async runAction<T>(
    context: ActionContext,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const key = context.idempotencyKey;
    if (!key) return this.run(work);
    const requestHash = hashRequest(context.action, context.body);
    return this.run(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO "${this.schema}".idempotency_keys (actor, key, action, request_hash)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
        [context.actor, key, context.action, requestHash],
      );
      if (inserted.length === 0) return this.replay<T>(manager, context, key, requestHash);
      const result = await work(manager);
      // Sent with the transaction's other deferred writes just before commit.
      deferWrite(manager, {
        sql: `UPDATE "${this.schema}".idempotency_keys SET response = $3::jsonb WHERE actor = $1 AND key = $2`,
        params: [context.actor, key, JSON.stringify(result ?? null)],
      });
      return result;
    });
  }

  private async replay<T>(
    manager: EntityManager,
    context: ActionContext,
    key: string,
    requestHash: string,
  ): Promise<T> {
    const rows = await manager.query<{ action: string; request_hash: string; response: T }[]>(
      `SELECT action, request_hash, response FROM "${this.schema}".idempotency_keys WHERE actor = $1 AND key = $2`,
      [context.actor, key],
    );
    const row = rows[0];
    if (!row || row.action !== context.action || row.request_hash !== requestHash) {
      throw new CodedError('CONFLICT', IDEMPOTENCY_TEXT.reused);
    }
    this.logger.info(
      { action: context.action },
      'answered a retried action from its Idempotency-Key',
    );
    return row.response;
  }

  /**
   * Housekeeping of the spine tables: idempotency keys past IDEMPOTENCY_TTL_HOURS, consumed event ids past
   * twice the stream's retention (they can no longer be redelivered).
   */
  async pruneSpine(): Promise<void> {
    await this.pruneIdempotencyKeys();
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".consumed_events WHERE consumed_at < now() - interval '48 hours'`,
    );
  }

  /** Forgets idempotency keys older than IDEMPOTENCY_TTL_HOURS. */
  async pruneIdempotencyKeys(): Promise<number> {
    const rows = await this.dataSource.query<{ n: number }[]>(
      `WITH gone AS (
         DELETE FROM "${this.schema}".idempotency_keys WHERE created_at < now() - make_interval(hours => $1) RETURNING 1
       ) SELECT count(*)::int AS n FROM gone`,
      [IDEMPOTENCY_TTL_HOURS],
    );
    return rows[0]?.n ?? 0;
  }
}
