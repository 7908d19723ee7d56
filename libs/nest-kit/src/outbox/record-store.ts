import type { DataSource, EntityManager } from 'typeorm';
import { splitCrewFields, type Thing } from '@castline/contracts';
import { currentRequestId } from '../logging/logger.js';
import {
  deferWrite,
  noteOutboxRows,
  withDeferredWrites,
  type OutboxRow,
} from './transaction-writes.js';

/** The outbox columns a write answers (what the publish after commit sends). */
const OUTBOX_RETURNING = 'id, subject, record_id, data, crew, version';

export interface RecordWrite {
  id: string;
  kind: string;
  /**
   * The whole record shape, or null when the record (or a derived key) no longer exists. Crew-only fields of
   * its kind (CREW_FIELDS) are stored apart from the public shape.
   */
  data: Record<string, unknown> | null;
}

/** A stored row of the read model as `read` sees it (data: the public shape). */
export interface StoredRow {
  id: string;
  kind: string;
  data: Record<string, unknown>;
}

/** A record as `readJson` answers it: the read path's JSON text and the id of its single theme. */
export interface ThingJson {
  __id: string;
  theme: string | null;
  text: string;
}

/** Decides which of the rows read may show their crew-only fields to the reader (an authenticated crew read). */
export type CrewAccess = (
  rows: readonly StoredRow[],
) => Promise<ReadonlySet<string>> | ReadonlySet<string>;

export interface AuditEntry {
  actor: string;
  action: string;
  recordId: string;
  changed: Record<string, unknown>;
}

/**
 * The read model of one service: records by id (stored and derived), versioned, with an outbox row for every
 * change written in the caller's transaction. Writing identical data is a no-op (no version, no outbox row).
 * Crew-only fields (RULES (h) C) live in `crew`, beside the public shape in `data`: an anonymous read never
 * sees them. Writers serialise per key first (derived records: `lockKeys`; stored records: their row lock).
 */
export class RecordStore {
  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {}

  /** Upserts records inside `manager`'s transaction; returns the ids that really changed. */
  async write(manager: EntityManager, writes: readonly RecordWrite[]): Promise<string[]> {
    if (writes.length === 0) return [];
    const present = writes.filter((w) => w.data !== null);
    const gone = writes.filter((w) => w.data === null).map((w) => w.id);
    const changed: string[] = [];
    if (present.length) {
      const split = present.map((w) => splitCrewFields(w.kind, w.data ?? {}));
      const statement = withDeferredWrites(
        manager,
        `WITH input AS (
           SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[]) AS t(id, kind, data, crew)
         ), up AS (
           INSERT INTO "${this.schema}".records (id, kind, data, crew, version)
           SELECT id, kind, data, crew, nextval('"${this.schema}".record_version') FROM input
           ON CONFLICT (id) DO UPDATE
             SET data = EXCLUDED.data, crew = EXCLUDED.crew, kind = EXCLUDED.kind, version = EXCLUDED.version,
                 updated_at = now()
             WHERE "${this.schema}".records.data IS DISTINCT FROM EXCLUDED.data
                OR "${this.schema}".records.crew IS DISTINCT FROM EXCLUDED.crew
           RETURNING id, data, crew, version
         )
         INSERT INTO "${this.schema}".outbox (record_id, data, crew, version)
         SELECT id, data, crew, version FROM up RETURNING ${OUTBOX_RETURNING}`,
        [
          present.map((w) => w.id),
          present.map((w) => w.kind),
          split.map((p) => JSON.stringify(p.data)),
          split.map((p) => (p.crew ? JSON.stringify(p.crew) : null)),
        ],
      );
      const rows = await manager.query<OutboxRow[]>(statement.sql, statement.params);
      noteOutboxRows(manager, rows);
      changed.push(...rows.map((r) => r.record_id));
    }
    if (gone.length) {
      const statement = withDeferredWrites(
        manager,
        `WITH del AS (DELETE FROM "${this.schema}".records WHERE id = ANY($1) RETURNING id)
         INSERT INTO "${this.schema}".outbox (record_id, data, version)
         SELECT id, NULL, nextval('"${this.schema}".record_version') FROM del RETURNING ${OUTBOX_RETURNING}`,
        [gone],
      );
      const rows = await manager.query<OutboxRow[]>(statement.sql, statement.params);
      noteOutboxRows(manager, rows);
      changed.push(...rows.map((r) => r.record_id));
    }
    return changed;
  }

  /**
   * Loads records as the read path answers them (`__id` added; missing ids are simply absent). Crew-only fields
   * are added only for the rows `crewAccess` allows (an authenticated crew reader); `withVersions` adds each
   * record's `__version` (for realtime, which orders a snapshot against the change stream).
   */
  async read(
    ids: readonly string[],
    crewAccess?: CrewAccess,
    options: { withVersions?: boolean } = {},
  ): Promise<Thing[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<
      {
        id: string;
        kind: string;
        data: Record<string, unknown>;
        crew: Record<string, unknown> | null;
        version: string;
      }[]
    >(
      `SELECT id, kind, data, ${crewAccess ? 'crew' : 'NULL AS crew'}, version
       FROM "${this.schema}".records WHERE id = ANY($1)`,
      [ids],
    );
    const withCrew = crewAccess ? rows.filter((r) => r.crew !== null) : [];
    const allowed = crewAccess && withCrew.length ? await crewAccess(withCrew) : new Set<string>();
    return rows.map((r) => ({
      ...r.data,
      ...(r.crew && allowed.has(r.id) ? r.crew : {}),
      __id: r.id,
      ...(options.withVersions ? { __version: Number(r.version) } : {}),
    }));
  }

  /**
   * `read` as JSON texts, built by PostgreSQL from the stored `data` (issue 11 item 3: `POST /things` serves the
   * stored JSON without parsing and re-serialising it): each record exactly as the read path answers it —
   * `{...data, ...crew (when crewAccess allows), __id}`, plus `id` = `__id` unless `data.id` is a string — with
   * the id of its single theme (`theme` a list of exactly one string), which the read path appends. jsonb's text
   * form has its own key order and spacing; the meaning is the same. Missing ids are simply absent.
   */
  async readJson(ids: readonly string[], crewAccess?: CrewAccess): Promise<ThingJson[]> {
    if (ids.length === 0) return [];
    let allowed: string[] = [];
    if (crewAccess) {
      const withCrew = await this.dataSource.query<StoredRow[]>(
        `SELECT id, kind, data FROM "${this.schema}".records WHERE id = ANY($1) AND crew IS NOT NULL`,
        [ids],
      );
      if (withCrew.length) allowed = [...(await crewAccess(withCrew))];
    }
    return this.dataSource.query<ThingJson[]>(
      `SELECT id AS "__id",
              CASE WHEN jsonb_typeof(data->'theme') = 'array' AND jsonb_array_length(data->'theme') = 1
                        AND jsonb_typeof(data->'theme'->0) = 'string'
                   THEN data->'theme'->>0 END AS theme,
              (CASE WHEN id = ANY($2) THEN data || COALESCE(crew, '{}'::jsonb) ELSE data END
                 || jsonb_build_object('__id', id)
                 || CASE WHEN jsonb_typeof(data->'id') = 'string' THEN '{}'::jsonb
                         ELSE jsonb_build_object('id', id) END)::text AS text
       FROM "${this.schema}".records WHERE id = ANY($1)`,
      [ids, allowed],
    );
  }

  async kinds(ids: readonly string[]): Promise<Record<string, string>> {
    if (ids.length === 0) return {};
    const rows = await this.dataSource.query<{ id: string; kind: string }[]>(
      `SELECT id, kind FROM "${this.schema}".records WHERE id = ANY($1)`,
      [ids],
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.kind]));
  }

  /**
   * Queues a domain event (e.g. `broadcast.evt.live-match-changed.v1`) in the same transaction; the relay
   * publishes it to JetStream after commit, like record changes.
   */
  async emit(
    manager: EntityManager,
    subject: string,
    payload: Record<string, unknown>,
    key: string,
  ): Promise<void> {
    const statement = withDeferredWrites(
      manager,
      `INSERT INTO "${this.schema}".outbox (subject, record_id, data, version)
       VALUES ($1, $2, $3::jsonb, nextval('"${this.schema}".record_version')) RETURNING ${OUTBOX_RETURNING}`,
      [subject, key, JSON.stringify(payload)],
    );
    noteOutboxRows(manager, await manager.query<OutboxRow[]>(statement.sql, statement.params));
  }

  /**
   * Adds audit rows to the transaction: nothing reads them back in it, so they are deferred (sent with the next
   * record write, or just before the unit of work commits) rather than costing a round trip of their own.
   */
  // eslint-disable-next-line @typescript-eslint/require-await -- async for its callers: the write is deferred
  async audit(manager: EntityManager, entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    deferWrite(manager, {
      sql: `INSERT INTO "${this.schema}".audit (actor, action, record_id, changed, request_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::text[])`,
      params: [
        entries.map((e) => e.actor),
        entries.map((e) => e.action),
        entries.map((e) => e.recordId),
        entries.map((e) => JSON.stringify(e.changed)),
        entries.map(() => currentRequestId() ?? null),
      ],
    });
  }
}
