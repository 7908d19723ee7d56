import { RECORD_STREAM, SUBJECTS, type RecordChangedEvent } from '@castline/contracts';
import {
  OutboxRelay,
  RecordStore,
  UnitOfWork,
  createLogger,
  deferWrite,
  recordStoreUpSql,
  spineTablesUpSql,
  type NatsBus,
} from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { DataSource } from 'typeorm';

jest.setTimeout(60_000);

const SCHEMA = 'pac';

/**
 * The unit of work publishes a transaction's record changes as soon as it commits (no relay claim first) and
 * marks them published; with NATS away the rows stay pending and the relay publishes them when it runs. Deferred
 * writes (audit rows, a typed row projected next) reach Postgres with the record write, or just before commit.
 * Real Postgres and NATS; the relay's sweep is never started, so only the unit of work can have published.
 */
describe('publish after commit and deferred writes', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let bus: NatsBus;
  let relay: OutboxRelay;
  let unitOfWork: UnitOfWork;
  let store: RecordStore;
  const received: RecordChangedEvent[] = [];
  let stopConsuming: () => void = () => {};

  const pending = async () =>
    (
      await dataSource.query<{ record_id: string }[]>(
        `SELECT record_id FROM ${SCHEMA}.outbox WHERE published_at IS NULL ORDER BY id`,
      )
    ).map((r) => r.record_id);

  beforeAll(async () => {
    db = await createTestDatabase('pac');
    dataSource = new DataSource({ type: 'postgres', url: db.url });
    await dataSource.initialize();
    await dataSource.query(`CREATE SCHEMA ${SCHEMA}`);
    for (const sql of [...recordStoreUpSql(SCHEMA), ...spineTablesUpSql(SCHEMA)])
      await dataSource.query(sql);
    await dataSource.query(`CREATE TABLE ${SCHEMA}.things (id text PRIMARY KEY, name text)`);
    bus = await createTestBus(uniqueNatsPrefix(), 'pac');
    await bus.ensureStream(RECORD_STREAM);
    stopConsuming = await bus.consumeNew(RECORD_STREAM, SUBJECTS.recordChanged, (payload) =>
      received.push(payload as RecordChangedEvent),
    );
    const logger = createLogger('pac', 'silent');
    relay = new OutboxRelay(dataSource, SCHEMA, bus, logger, 'pac');
    unitOfWork = new UnitOfWork(dataSource, SCHEMA, relay, logger);
    store = new RecordStore(dataSource, SCHEMA);
  });

  afterAll(async () => {
    stopConsuming();
    await relay.stop();
    await bus.close();
    await dataSource.destroy();
    await db.drop();
  });

  it('publishes a committed record change at once, in version order, and marks it published', async () => {
    await unitOfWork.run(async (manager) => {
      await store.write(manager, [
        { id: 'recA', kind: 'thing', data: { name: 'A' } },
        { id: 'recB', kind: 'thing', data: { name: 'B' } },
      ]);
    });
    const events = await waitFor(
      () => received.filter((e) => e.id === 'recA' || e.id === 'recB').length === 2 && received,
      10_000,
      'both record changes on JetStream',
    );
    const [a, b] = events.filter((e) => e.id === 'recA' || e.id === 'recB');
    expect([a?.id, b?.id]).toEqual(['recA', 'recB']);
    expect(a?.data).toEqual({ name: 'A' });
    expect(a!.version).toBeLessThan(b!.version);
    expect(a?.source).toBe('pac');
    await waitFor(async () => (await pending()).length === 0, 5000, 'rows marked published');
  });

  it('sends deferred writes with the record write, and the ones left just before commit', async () => {
    await unitOfWork.run(async (manager) => {
      await store.audit(manager, [
        { actor: 'recActor', action: 'rename', recordId: 'recC', changed: { name: 'C' } },
      ]);
      await manager.query(`INSERT INTO ${SCHEMA}.things (id, name) VALUES ('recC', 'old')`);
      // Deferred: not visible to a statement sent before the next record write.
      deferWrite(manager, {
        sql: `UPDATE ${SCHEMA}.things SET name = $2 WHERE id = $1`,
        params: ['recC', 'C'],
      });
      expect(await manager.query(`SELECT name FROM ${SCHEMA}.things WHERE id = 'recC'`)).toEqual([
        { name: 'old' },
      ]);
      await store.write(manager, [{ id: 'recC', kind: 'thing', data: { name: 'C' } }]);
      expect(await manager.query(`SELECT name FROM ${SCHEMA}.things WHERE id = 'recC'`)).toEqual([
        { name: 'C' },
      ]);
      // Left for the commit.
      await store.audit(manager, [
        { actor: 'recActor', action: 'touch', recordId: 'recC', changed: {} },
      ]);
    });
    const audit = await dataSource.query<{ action: string }[]>(
      `SELECT action FROM ${SCHEMA}.audit WHERE record_id = 'recC' ORDER BY id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['rename', 'touch']);
  });

  it('drops the deferred writes of a transaction that rolls back', async () => {
    await expect(
      unitOfWork.run(async (manager) => {
        await store.audit(manager, [
          { actor: 'recActor', action: 'doomed', recordId: 'recD', changed: {} },
        ]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await dataSource.query(`SELECT 1 FROM ${SCHEMA}.audit WHERE action = 'doomed'`)).toEqual(
      [],
    );
  });

  it('leaves the rows to the relay when NATS is away, and the relay publishes them', async () => {
    const down = await createTestBus(uniqueNatsPrefix(), 'pac-down');
    await down.close();
    const offline = new OutboxRelay(dataSource, SCHEMA, down, createLogger('pac', 'silent'), 'pac');
    const offlineWork = new UnitOfWork(dataSource, SCHEMA, offline, createLogger('pac', 'silent'));
    await offlineWork.run((manager) =>
      store.write(manager, [{ id: 'recE', kind: 'thing', data: { name: 'E' } }]),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await pending()).toEqual(['recE']);
    expect(received.some((e) => e.id === 'recE')).toBe(false);
    await relay.kick();
    await waitFor(
      () => received.some((e) => e.id === 'recE'),
      10_000,
      'recE published by the relay',
    );
    expect(await pending()).toEqual([]);
  });
});
