import type { EntityManager } from 'typeorm';
import { SUBJECTS } from '@castline/contracts';

/** One SQL write with its own `$1…$n` parameters. */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/** An outbox row as the relay publishes it (ids and versions are bigints: strings from pg). */
export interface OutboxRow {
  id: string;
  subject: string;
  record_id: string;
  data: Record<string, unknown> | null;
  crew: Record<string, unknown> | null;
  version: string;
}

/**
 * What one transaction queued beside its statements, kept per EntityManager (TypeORM gives each transaction, and
 * each retry of it, a manager of its own):
 * - `deferred`: writes nobody reads back in that transaction (the audit row, a typed row whose record is projected
 *   next), sent as data-modifying CTEs of the next record-store statement or just before commit, so an action
 *   spends fewer Postgres round trips;
 * - `outbox`: the record-change outbox rows it wrote, which the unit of work publishes right after commit (the relay
 *   sweep covers a publish that fails); `otherOutbox` when it also wrote rows only the relay publishes (domain events).
 */
interface TransactionWrites {
  deferred: SqlStatement[];
  outbox: OutboxRow[];
  otherOutbox: boolean;
}

const byManager = new WeakMap<EntityManager, TransactionWrites>();

function writesOf(manager: EntityManager): TransactionWrites {
  let writes = byManager.get(manager);
  if (!writes) {
    writes = { deferred: [], outbox: [], otherOutbox: false };
    byManager.set(manager, writes);
  }
  return writes;
}

/**
 * Queues a write to be sent with the transaction's next record-store statement (or at the latest just before the
 * unit of work commits). Only for writes that nothing in the same transaction reads back before then: a deferred
 * row is not visible to the statements sent before it.
 */
export function deferWrite(manager: EntityManager, statement: SqlStatement): void {
  writesOf(manager).deferred.push(statement);
}

/**
 * `sql` (a plain statement or one starting with `WITH`) with the transaction's deferred writes in front of it as
 * data-modifying CTEs (`d0`, `d1`, …; Postgres runs each exactly once, whatever the main statement reads), their
 * parameters numbered after `params`. Takes the deferred writes: each is sent once.
 */
export function withDeferredWrites(
  manager: EntityManager,
  sql: string,
  params: unknown[],
): SqlStatement {
  const writes = byManager.get(manager);
  if (!writes || writes.deferred.length === 0) return { sql, params };
  const all = [...params];
  const ctes = writes.deferred.map((statement, i) => {
    const offset = all.length;
    all.push(...statement.params);
    return `d${i} AS (${statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  writes.deferred = [];
  const body = sql.trimStart();
  const main = /^WITH\s/i.test(body) ? body.replace(/^WITH\s/i, ', ') : ` ${body}`;
  return { sql: `WITH ${ctes.join(', ')}${main}`, params: all };
}

/** Sends the deferred writes still queued (the unit of work calls it after the work, before commit). */
export async function flushDeferredWrites(manager: EntityManager): Promise<void> {
  if (!byManager.get(manager)?.deferred.length) return;
  const statement = withDeferredWrites(manager, 'SELECT 1', []);
  await manager.query(statement.sql, statement.params);
}

/** Notes outbox rows the transaction wrote: record changes for the publish after commit, anything else for the relay. */
export function noteOutboxRows(manager: EntityManager, rows: readonly OutboxRow[]): void {
  const writes = writesOf(manager);
  for (const row of rows) {
    if (row.subject === SUBJECTS.recordChanged) writes.outbox.push(row);
    else writes.otherOutbox = true;
  }
}

/** The outbox rows noted for a committed transaction (and forgets them). */
export function takeOutboxRows(manager: EntityManager): {
  rows: OutboxRow[];
  otherOutbox: boolean;
} {
  const writes = byManager.get(manager);
  byManager.delete(manager);
  return { rows: writes?.outbox ?? [], otherOutbox: writes?.otherOutbox ?? false };
}
