import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { deferWrite, type SqlStatement } from '../outbox/transaction-writes.js';

/**
 * Typed rows without TypeORM's query builder, for the hot write path (an action runs a handful of statements, and
 * building each with the query builder cost more CPU than Postgres spent answering it). The SQL is the caller's;
 * these helpers only turn a row into an entity exactly as TypeORM would (`prepareHydratedValue` per column: Dates,
 * `date` strings, json) and a column map into one UPDATE with TypeORM's value preparation.
 */

/** The table of an entity, quoted (`"match"."matches"`). */
export function tableOf(manager: EntityManager, target: EntityTarget<ObjectLiteral>): string {
  const metadata = manager.connection.getMetadata(target);
  return quotedTable(metadata);
}

function quotedTable(metadata: EntityMetadata): string {
  return metadata.schema
    ? `"${metadata.schema}"."${metadata.tableName}"`
    : `"${metadata.tableName}"`;
}

/**
 * An entity from a row: a `SELECT *` row as pg returns it, or the object `to_jsonb(row)` returns (timestamps as
 * ISO text, which the hydration turns into Dates as TypeORM does). Null for a null row.
 */
export function hydrateEntity<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  row: Record<string, unknown> | null | undefined,
): E | null {
  if (!row) return null;
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const entity = metadata.create() as E;
  const out = entity as Record<string, unknown>;
  for (const column of metadata.columns) {
    out[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
  }
  return entity;
}

/** Entities from rows (see hydrateEntity). */
export function hydrateEntities<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: readonly Record<string, unknown>[] | null | undefined,
): E[] {
  return (rows ?? []).map((row) => hydrateEntity(manager, target, row) as E);
}

/**
 * One `UPDATE … SET <changed columns> WHERE id = $1`, values prepared as TypeORM prepares them (json
 * stringified, arrays as arrays). Properties that are not columns of the entity are refused (a typo must not
 * be dropped silently). Null when there is nothing to set.
 */
export function updateColumnsStatement<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  id: string,
  columns: Partial<Record<keyof E & string, unknown>>,
): SqlStatement | null {
  const entries = Object.entries(columns);
  if (entries.length === 0) return null;
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const [property, value] of entries) {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column ${property}`);
    values.push(driver.preparePersistentValue(value, column));
    sets.push(`"${column.databaseName}" = $${values.length}`);
  }
  return {
    sql: `UPDATE ${quotedTable(metadata)} SET ${sets.join(', ')} WHERE id = $1`,
    params: values,
  };
}

/** Runs updateColumnsStatement now. */
export async function updateColumns<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  id: string,
  columns: Partial<Record<keyof E & string, unknown>>,
): Promise<void> {
  const statement = updateColumnsStatement(manager, target, id, columns);
  if (statement) await manager.query(statement.sql, statement.params);
}

/**
 * updateColumnsStatement deferred to the transaction's next record-store statement (see `deferWrite`): for a row
 * whose record is projected right after, and that nothing reads back before.
 */
export function deferUpdateColumns<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  id: string,
  columns: Partial<Record<keyof E & string, unknown>>,
): void {
  const statement = updateColumnsStatement(manager, target, id, columns);
  if (statement) deferWrite(manager, statement);
}
