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
