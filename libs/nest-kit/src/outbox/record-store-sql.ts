/**
 * DDL of the tables every owning service keeps beside its typed tables:
 * - records: the read model (the spec's record shape per id, stored and derived), versioned;
 * - outbox: one row per committed record change, published to JetStream after commit;
 * - audit: who changed what (RULES (a) general rule 5).
 * Used by each service's first migration.
 */
export function recordStoreUpSql(schema: string): string[] {
  return [
    `CREATE SEQUENCE IF NOT EXISTS "${schema}".record_version`,
    `CREATE TABLE "${schema}".records (
      id text PRIMARY KEY,
      kind text NOT NULL,
      data jsonb NOT NULL,
      version bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX records_kind_idx ON "${schema}".records (kind)`,
    `CREATE TABLE "${schema}".outbox (
      id bigserial PRIMARY KEY,
      subject text NOT NULL DEFAULT 'record.evt.changed.v1',
      record_id text NOT NULL,
      data jsonb,
      version bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    )`,
    `CREATE INDEX outbox_unpublished_idx ON "${schema}".outbox (id) WHERE published_at IS NULL`,
    `CREATE TABLE "${schema}".audit (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor text NOT NULL,
      action text NOT NULL,
      record_id text NOT NULL,
      changed jsonb NOT NULL,
      request_id text
    )`,
    `CREATE INDEX audit_record_idx ON "${schema}".audit (record_id, at)`,
  ];
}

export function recordStoreDownSql(schema: string): string[] {
  return [
    `DROP TABLE "${schema}".audit`,
    `DROP TABLE "${schema}".outbox`,
    `DROP TABLE "${schema}".records`,
    `DROP SEQUENCE "${schema}".record_version`,
  ];
}

/**
 * DDL of the second spine migration (every owning service):
 * - records.crew / outbox.crew: crew-only fields (RULES (h) C) kept beside the public record shape;
 * - idempotency_keys: the committed answer of an action per actor and Idempotency-Key (kept 24 h);
 * - consumed_events / event_cursors: exactly-once, version-ordered domain event consumers.
 */
export function spineTablesUpSql(schema: string): string[] {
  return [
    `ALTER TABLE "${schema}".records ADD COLUMN crew jsonb`,
    `ALTER TABLE "${schema}".outbox ADD COLUMN crew jsonb`,
    `CREATE TABLE "${schema}".idempotency_keys (
      actor text NOT NULL,
      key text NOT NULL,
      action text NOT NULL,
      request_hash text NOT NULL,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (actor, key)
    )`,
    `CREATE INDEX idempotency_keys_created_idx ON "${schema}".idempotency_keys (created_at)`,
    `CREATE TABLE "${schema}".consumed_events (
      consumer text NOT NULL,
      event_id text NOT NULL,
      aggregate text NOT NULL,
      version bigint NOT NULL,
      outcome text NOT NULL,
      consumed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`,
    `CREATE INDEX consumed_events_at_idx ON "${schema}".consumed_events (consumed_at)`,
    `CREATE TABLE "${schema}".event_cursors (
      consumer text NOT NULL,
      aggregate text NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (consumer, aggregate)
    )`,
  ];
}

export function spineTablesDownSql(schema: string): string[] {
  return [
    `DROP TABLE "${schema}".event_cursors`,
    `DROP TABLE "${schema}".consumed_events`,
    `DROP TABLE "${schema}".idempotency_keys`,
    `ALTER TABLE "${schema}".outbox DROP COLUMN crew`,
    `ALTER TABLE "${schema}".records DROP COLUMN crew`,
  ];
}
