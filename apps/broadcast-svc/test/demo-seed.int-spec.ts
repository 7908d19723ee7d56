import {
  DERIVED,
  DOMAIN_EVENT_STREAM,
  SUBJECTS,
  type Actor,
  type LiveMatchChangedEvent,
  type StoredRecord,
} from '@castline/contracts';
import { loadConfig, type NatsBus, type RunningService } from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { DEMO_BROADCAST_KEYS, DEMO_CLIENT_KEYS, generateDemoSeason } from '@castline/demo';
import { BroadcastConfigSchema } from '../src/config/broadcast-config.js';
import { startBroadcastService } from '../src/start.js';

jest.setTimeout(60_000);

const OWNED = new Set(['broadcast', 'client', 'gfx', 'track_group']);

describe('broadcast-svc with SEED_DEMO on an empty database', () => {
  let db: TestDatabase;
  let prefix: string;
  let bus: NatsBus;
  let svc: RunningService | undefined;
  const liveEvents: LiveMatchChangedEvent[] = [];
  let stopConsumer: () => void;
  const season = generateDemoSeason({ now: new Date(), seed: 1 });
  const owned: StoredRecord[] = season.records.filter((r) => OWNED.has(r.__kind));

  const start = async () => {
    const env = {
      DATABASE_URL: db.url,
      NATS_PREFIX: prefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      DEMO_SEED: '1',
    };
    svc = await startBroadcastService(loadConfig(BroadcastConfigSchema, env));
  };
  const things = async (ids: string[]) =>
    (
      await bus.request<{ records: Record<string, unknown>[] }>(SUBJECTS.broadcast.qry('things'), {
        ids,
      })
    ).records;

  beforeAll(async () => {
    db = await createTestDatabase('broadcastseed');
    prefix = uniqueNatsPrefix();
    bus = await createTestBus(prefix);
    await bus.ensureStream(DOMAIN_EVENT_STREAM);
    stopConsumer = await bus.consumeNew(DOMAIN_EVENT_STREAM, SUBJECTS.liveMatchChanged, (p) =>
      liveEvents.push(p as LiveMatchChangedEvent),
    );
    await start();
  });

  afterAll(async () => {
    stopConsumer?.();
    await bus?.close();
    await svc?.stop();
    await db?.drop();
  });

  it("loads every broadcast, client and GFX item of the demo season, with the season's ids and links", async () => {
    expect(owned.length).toBeGreaterThanOrEqual(4);
    const found = await things(owned.map((r) => r.id));
    expect(found.map((r) => r['__id']).sort()).toEqual(owned.map((r) => r.id).sort());
    for (const r of owned) {
      const answer = found.find((x) => x['__id'] === r.id);
      const { id, __kind } = r;
      expect(answer).toMatchObject({ id, __kind });
      if (r.__kind === 'client')
        expect(answer).toMatchObject({ key: r.key, staff: r.staff, broadcast: r.broadcast });
      if (r.__kind === 'broadcast')
        expect(answer).toMatchObject({
          key: r.key,
          live_match: r.live_match,
          clients: r.clients,
          gfx: r.gfx,
        });
    }
  });

  it('serves the demo broadcast and client mirrors', async () => {
    const keys = [
      ...DEMO_BROADCAST_KEYS.map((k) => DERIVED.broadcast(k)),
      ...DEMO_CLIENT_KEYS.map((k) => DERIVED.client(k)),
    ];
    const found = await things(keys);
    expect(found.map((r) => r['__id']).sort()).toEqual([...keys].sort());
  });

  it('announces the live match of the demo main broadcast so match-svc can project it', async () => {
    const main = owned.find((r) => r.__kind === 'broadcast' && r.key === 'main');
    const liveMatch = main?.__kind === 'broadcast' ? main.live_match[0] : undefined;
    expect(liveMatch).toEqual(expect.any(String));
    const event = await waitFor(
      () => liveEvents.find((e) => e.broadcast === main?.id),
      5000,
      'start-up announcement',
    );
    expect(event).toMatchObject({ live_match: liveMatch, previous: liveMatch, advertise: true });
  });

  it("lets the demo producer update their active client's active broadcast", async () => {
    const producer = season.users.find((u) => u.role === 'producer');
    expect(producer).toBeDefined();
    const actor: Actor = {
      kind: 'player',
      player_id: producer?.player_id ?? '',
      name: producer?.name ?? null,
      website_settings: [],
    };
    const reply = await bus.request<{ broadcast: string; changed: string[] }>(
      SUBJECTS.broadcast.cmd('update-broadcast'),
      {
        actor,
        body: { title: 'Be Right Back' },
      },
    );
    const main = owned.find((r) => r.__kind === 'broadcast' && r.key === 'main');
    expect(reply).toEqual({ broadcast: main?.id, changed: ['title'] });
  });

  it('does not seed twice and re-announces the live match on every start (idempotent)', async () => {
    await svc?.stop();
    svc = undefined;
    const before = liveEvents.length;
    await start();
    const found = await things([...owned.map((r) => r.id)]);
    expect(found).toHaveLength(owned.length);
    expect(found.find((r) => r['__kind'] === 'broadcast' && r['key'] === 'main')?.['title']).toBe(
      'Be Right Back',
    );
    await waitFor(() => liveEvents.length > before, 5000, 'second announcement');
  });
});
