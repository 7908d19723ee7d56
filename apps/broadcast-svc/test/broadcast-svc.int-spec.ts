import type { DataSource } from 'typeorm';
import {
  BroadcastRecordSchema,
  CREW_FIELDS,
  PublicBroadcastRecordSchema,
  ClientRecordSchema,
  DERIVED,
  DOMAIN_EVENT_STREAM,
  GfxRecordSchema,
  KindsQuerySchema,
  RECORD_STREAM,
  SERVER_TEXT,
  SUBJECTS,
  StoredRecordSchema,
  type Actor,
  type LiveMatchChangedEvent,
  type RecordChangedEvent,
} from '@castline/contracts';
import {
  createDataSource,
  DATA_SOURCE,
  loadConfig,
  OutboxRelay,
  type NatsBus,
  type RunningService,
} from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
  answerRequests,
} from '@castline/nest-kit/testing';
import { BroadcastConfigSchema } from '../src/config/broadcast-config.js';
import { startBroadcastService } from '../src/start.js';
import { broadcastDatabase } from '../src/database/data-source.js';
import { BroadcastEntity } from '../src/broadcasts/broadcast.entity.js';
import { RecordProjection } from '../src/projection/record-projection.service.js';
import { UPDATE_BROADCAST_TEXT } from '../src/broadcasts/update-broadcast.service.js';
import { buildFixture, loadRecords, type Fixture } from './fixtures.js';

jest.setTimeout(30_000);

const actor = (player_id: string, website_settings: string[] = []): Actor => ({
  kind: 'player',
  player_id,
  name: null,
  website_settings,
});
type Reply = { broadcast: string; changed: string[] };
type LiveEvent = LiveMatchChangedEvent & { event_id: string };
const built = buildFixture();
const f: Fixture = built.fixture;

describe('broadcast-svc against real Postgres and NATS', () => {
  let db: TestDatabase;
  let svc: RunningService;
  let bus: NatsBus;
  const records: RecordChangedEvent[] = [];
  const liveEvents: LiveEvent[] = [];
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('broadcastsvc');
    const prefix = uniqueNatsPrefix();
    await loadRecords(db.url, built.records);
    // The test bus plays match-svc's `match.qry.kinds` and listens to both streams from before the service starts,
    // so the start-up announcements are seen too.
    bus = await createTestBus(prefix);
    answerRequests(bus, SUBJECTS.match.qry('kinds'), (payload) => {
      const { ids } = KindsQuerySchema.parse(payload);
      return {
        kinds: Object.fromEntries(
          ids.filter((id) => built.kinds[id]).map((id) => [id, built.kinds[id]]),
        ),
      };
    });
    await bus.ensureStream(RECORD_STREAM);
    await bus.ensureStream(DOMAIN_EVENT_STREAM);
    stops.push(
      await bus.consumeNew(RECORD_STREAM, SUBJECTS.recordChanged, (p) =>
        records.push(p as RecordChangedEvent),
      ),
    );
    stops.push(
      await bus.consumeNew(DOMAIN_EVENT_STREAM, SUBJECTS.liveMatchChanged, (p) =>
        liveEvents.push(p as LiveEvent),
      ),
    );
    const config = loadConfig(BroadcastConfigSchema, {
      DATABASE_URL: db.url,
      NATS_PREFIX: prefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    svc = await startBroadcastService(config);
  });

  afterAll(async () => {
    for (const stop of stops) stop();
    await bus?.close();
    await svc?.stop();
    await db?.drop();
  });

  /** A crew read (the producer has broadcast access to main), so crew-only fields are in the answer. */
  const things = async (ids: string[], viewer: Actor | null = actor(f.producer)) =>
    (
      await bus.request<{ records: Record<string, unknown>[] }>(SUBJECTS.broadcast.qry('things'), {
        ids,
        ...(viewer ? { viewer } : {}),
      })
    ).records;
  const thing = async (id: string) => (await things([id]))[0];
  const update = (a: Actor, body: unknown) =>
    bus.request<Reply>(SUBJECTS.broadcast.cmd('update-broadcast'), { actor: a, body });
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('keeps the schema exactly as the migrations made it (entities and migrations agree)', async () => {
    const ds: DataSource = createDataSource({ ...broadcastDatabase, url: db.url });
    await ds.initialize();
    const pending = await ds.driver.createSchemaBuilder().log();
    await ds.destroy();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('answers broadcasts, clients and GFX items in the spec shape with __id, and omits unknown ids', async () => {
    const found = await things([f.main, f.clientA, f.gfx, 'recUnknownUnknown0']);
    expect(found.map((r) => r['__id']).sort()).toEqual([f.main, f.clientA, f.gfx].sort());
    for (const r of found) expect(StoredRecordSchema.safeParse(r).success).toBe(true);
    const main = BroadcastRecordSchema.parse(found.find((r) => r['__id'] === f.main));
    expect(main).toMatchObject({
      key: 'main',
      live_match: [f.liveMatch],
      advertise: true,
      gfx: [f.gfx],
    });
    expect(found.find((r) => r['__id'] === f.main)).not.toHaveProperty('prediction_id');
    expect(ClientRecordSchema.parse(found.find((r) => r['__id'] === f.clientA)).broadcast).toEqual([
      f.main,
      f.second,
    ]);
    expect(GfxRecordSchema.parse(found.find((r) => r['__id'] === f.gfx)).type).toBe('Image');
  });

  it.each([
    ['an anonymous read', null],
    ['a reader on no client', 'outsider'],
    ["another client's producer", 'otherProducer'],
  ] as const)('keeps crew-only fields (RULES (h) C) out of %s', async (_label, who) => {
    const records = await things([f.main, 'broadcast-main'], who ? actor(f[who]) : null);
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(PublicBroadcastRecordSchema.safeParse(record).success).toBe(true);
      for (const field of CREW_FIELDS.broadcast) expect(record).not.toHaveProperty(field);
    }
  });

  it("gives crew-only fields to the broadcast's crew and to Full broadcast permissions", async () => {
    for (const viewer of [actor(f.producer), actor(f.outsider, ['Full broadcast permissions'])]) {
      const records = await things([f.main, 'broadcast-main'], viewer);
      expect(records).toHaveLength(2);
      for (const record of records)
        expect(record).toMatchObject({ cams_relay_prefix: 'https://relay.example/?u=' });
    }
  });

  it.each([
    ['the crew', 'producer'],
    ['an anonymous reader', null],
    ['a reader on no client', 'outsider'],
  ] as const)(
    'answers the JSON form (POST /things) with the same records as the object form, for %s',
    async (_label, who) => {
      const ids = [f.main, 'broadcast-main', f.clientA, f.gfx, 'recUnknownUnknown0'];
      const viewer = who ? actor(f[who]) : null;
      const { json } = await bus.request<{
        json: { __id: string; theme: string | null; text: string }[];
      }>(SUBJECTS.broadcast.qry('things'), { ids, json: true, ...(viewer ? { viewer } : {}) });
      const records = await things(ids, viewer);
      expect(json.map((e) => e.__id).sort()).toEqual(records.map((r) => r['__id']).sort());
      for (const entry of json) {
        const record = records.find((r) => r['__id'] === entry.__id) ?? {};
        const id = typeof record['id'] === 'string' ? record['id'] : entry.__id;
        expect(JSON.parse(entry.text)).toEqual({ ...record, id });
      }
    },
  );

  it('mirrors each broadcast at broadcast-{key} and each client at client-{lower-cased key}', async () => {
    const found = await things([
      DERIVED.broadcast('main'),
      DERIVED.client('DeskA'),
      DERIVED.client('deskb'),
      'client-DeskA',
    ]);
    expect(DERIVED.client('DeskA')).toBe('client-deska');
    expect(found.map((r) => r['__id']).sort()).toEqual([
      'broadcast-main',
      'client-deska',
      'client-deskb',
    ]);
    const mirror = found.find((r) => r['__id'] === 'broadcast-main');
    expect(mirror).toMatchObject({ id: f.main, key: 'main', __kind: 'broadcast' });
    expect(found.find((r) => r['__id'] === 'client-deska')).toMatchObject({
      id: f.clientA,
      key: 'DeskA',
    });
  });

  it('announced the live match of every broadcast that has one at start (previous = live_match: nothing changed)', async () => {
    const event = await waitFor(
      () => liveEvents.find((e) => e.broadcast === f.main),
      5000,
      'start-up live-match event',
    );
    expect(event).toMatchObject({
      live_match: f.liveMatch,
      previous: f.liveMatch,
      advertise: true,
    });
    expect(event.event_id).toEqual(expect.any(String));
    expect(liveEvents.filter((e) => e.broadcast !== f.main)).toEqual([]);
  });

  describe('update-broadcast permissions (RULES (a): BA to the target broadcast)', () => {
    it.each([
      [
        'a player on no client, naming a broadcast',
        () => actor(f.outsider),
        () => ({ broadcast: f.main, title: 'x' }),
      ],
      [
        "another client's staff, naming this broadcast",
        () => actor(f.otherProducer),
        () => ({ broadcast: f.main, title: 'x' }),
      ],
      [
        'a client owner naming a broadcast of nobody',
        () => actor(f.producer),
        () => ({ broadcast: 'recNobodyNobody00', title: 'x' }),
      ],
      [
        'FBP alone (it is not broadcast access)',
        () => actor(f.outsider, ['Full broadcast permissions']),
        () => ({ broadcast: f.main, title: 'x' }),
      ],
    ])('refuses %s with 403 and the RULES text, writing nothing', async (_name, who, body) => {
      const before = { records: records.length, live: liveEvents.length };
      await expect(update(who(), body())).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: SERVER_TEXT.notLinkedToBroadcast,
      });
      await settle();
      expect(records.length).toBe(before.records);
      expect(liveEvents.length).toBe(before.live);
      expect((await thing(f.main))?.['title']).toBe('Starting Soon');
    });

    it('refuses an actor with no client with 403 (no broadcast access), and answers NOT_FOUND when their client has no broadcast', async () => {
      await expect(update(actor(f.outsider), { title: 'x' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: SERVER_TEXT.notLinkedToBroadcast,
      });
      await expect(update(actor(f.idle), { title: 'x' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: UPDATE_BROADCAST_TEXT.noBroadcast,
      });
    });

    it('answers the clients of a player in active-client order (broadcast.qry.clients-for-player)', async () => {
      await expect(
        bus.request(SUBJECTS.broadcast.qry('clients-for-player'), { player_id: f.producer }),
      ).resolves.toEqual({ clients: [{ id: f.clientA, key: 'DeskA', name: 'Desk A' }] });
      await expect(
        bus.request(SUBJECTS.broadcast.qry('clients-for-player'), { player_id: f.outsider }),
      ).resolves.toEqual({ clients: [] });
      await expect(
        bus.request(SUBJECTS.broadcast.qry('clients-for-player'), { player_id: 'nope' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });

    it("targets the active broadcast of the actor's active client without a broadcast key", async () => {
      const reply = await update(actor(f.otherProducer), { title: 'Other title' });
      expect(reply).toEqual({ broadcast: f.other, changed: ['title'] });
      expect((await thing(f.other))?.['title']).toBe('Other title');
    });

    it('lets client staff target any broadcast of their client with the broadcast key', async () => {
      const reply = await update(actor(f.producer), {
        broadcast: f.second,
        deskDisplayMode: 'Casters',
      });
      expect(reply).toEqual({ broadcast: f.second, changed: ['deskDisplayMode'] });
      expect((await thing(f.second))?.['desk_display']).toBe('Casters');
      expect((await thing(f.main))?.['desk_display']).toBeNull();
    });
  });

  describe('update-broadcast body rules', () => {
    it.each([
      [{ title: 5 }, 'title'],
      [{ colour: 'red' }, '"colour"'],
      [{ broadcast: 'recAAAAAAAAAAAAAA' }, 'Nothing to update'],
      [{ deskDisplayMode: 'Sideways' }, 'deskDisplayMode'],
      [{ mapAttack: 'Up' }, 'mapAttack'],
      [{ match: 'not-an-id' }, 'match'],
    ])('rejects a bad body %j with a message naming %s', async (body, named) => {
      await expect(update(actor(f.producer), body)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(named),
      });
    });

    it.each([
      ['@alice_only, she/her', 'Name is required'],
      ['Alice\nBob, https://example.com/?view=bob', 'Webcams must be valid VDO.Ninja view links'],
      ['Carol, httpx://nope', 'Avatars must be valid links'],
    ])('refuses manual guests %j with the guest rule text %j', async (manualGuests, message) => {
      await expect(update(actor(f.producer), { manualGuests })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    });

    it.each([
      ['match', () => ({ match: 'recNoSuchMatch000' }), 'match: recNoSuchMatch000 is not a Match'],
      ['match', () => ({ match: f.team }), `match: ${f.team} is not a Match`],
      [
        'highlightTeamID',
        () => ({ highlightTeamID: f.hero }),
        `highlightTeamID: ${f.hero} is not a Team`,
      ],
      [
        'highlightHeroID',
        () => ({ highlightHeroID: f.team }),
        `highlightHeroID: ${f.team} is not a Hero`,
      ],
      [
        'highlightPlayerID',
        () => ({ highlightPlayerID: f.news }),
        `highlightPlayerID: ${f.news} is not a Player`,
      ],
      [
        'highlightMediaID',
        () => ({ highlightMediaID: f.player }),
        `highlightMediaID: ${f.player} is not a News item`,
      ],
    ])(
      'refuses a %s that is not a record of the right kind (asked of match-svc)',
      async (_field, body, message) => {
        await expect(update(actor(f.producer), body())).rejects.toMatchObject({
          code: 'BAD_REQUEST',
          message,
        });
      },
    );
  });

  describe('update-broadcast writes', () => {
    it('maps every body key to its field, resets the rotation epoch, and publishes the record and its mirror', async () => {
      const countdownEnd = Date.UTC(2026, 10, 21, 19, 30);
      const before = Date.now();
      const reply = await update(actor(f.producer), {
        match: f.nextMatch,
        highlightTeamID: f.team,
        highlightHeroID: f.hero,
        highlightPlayerID: f.player,
        highlightMediaID: f.news,
        deskDisplayMode: 'Notice (Team 1)',
        deskDisplayText: 'Score|2-1',
        manualGuests: 'Alice, she/her, @alice\nBob, https://vdo.ninja/?view=bob',
        title: 'Be Right Back',
        countdownEnd,
        advertise: false,
        playerCams: true,
        showLiveMatch: false,
        mapAttack: 'Left',
      });
      const after = Date.now();
      expect(reply.broadcast).toBe(f.main);
      expect(reply.changed).toEqual([
        'match',
        'highlightTeamID',
        'highlightHeroID',
        'highlightPlayerID',
        'highlightMediaID',
        'deskDisplayMode',
        'deskDisplayText',
        'manualGuests',
        'title',
        'countdownEnd',
        'advertise',
        'playerCams',
        'showLiveMatch',
        'mapAttack',
      ]);
      const main = BroadcastRecordSchema.parse(await thing(f.main));
      expect(main).toMatchObject({
        live_match: [f.nextMatch],
        highlight_team: [f.team],
        highlight_hero: [f.hero],
        highlight_player: [f.player],
        highlight_media: [f.news],
        desk_display: 'Notice (Team 1)',
        notice_text: 'Score|2-1',
        manual_guests: 'Alice, she/her, @alice\nBob, https://vdo.ninja/?view=bob',
        title: 'Be Right Back',
        countdown_end: new Date(countdownEnd).toISOString(),
        advertise: false,
        show_cams: true,
        show_live_match: false,
        map_attack: 'Left',
      });
      expect(main.break_rotation_epoch).toBeGreaterThanOrEqual(before);
      expect(main.break_rotation_epoch).toBeLessThanOrEqual(after);

      const recordEvent = await waitFor(
        () => records.find((e) => e.id === f.main && e.data?.['title'] === 'Be Right Back'),
        5000,
        'record event',
      );
      const mirrorEvent = await waitFor(
        () =>
          records.find(
            (e) => e.id === DERIVED.broadcast('main') && e.data?.['title'] === 'Be Right Back',
          ),
        5000,
        'mirror event',
      );
      expect(recordEvent.source).toBe('broadcast-svc');
      expect(mirrorEvent.data).toEqual(recordEvent.data);
      expect(mirrorEvent.version).toBeGreaterThan(0);
      expect(await thing(DERIVED.broadcast('main'))).toMatchObject({
        id: f.main,
        live_match: [f.nextMatch],
      });
    });

    it('emitted broadcast.evt.live-match-changed.v1 on JetStream with the previous live match', async () => {
      const event = await waitFor(
        () => liveEvents.find((e) => e.broadcast === f.main && e.live_match === f.nextMatch),
        5000,
        'live-match event',
      );
      expect(event).toMatchObject({ previous: f.liveMatch, advertise: false });
    });

    it('writes an audit entry naming the actor and the changed fields', async () => {
      const ds = svc.app.get<DataSource>(DATA_SOURCE);
      const rows = await ds.query<
        { actor: string; action: string; changed: Record<string, unknown> }[]
      >(
        `SELECT actor, action, changed FROM broadcast.audit WHERE record_id = $1 AND changed ? 'match'`,
        [f.main],
      );
      expect(rows).toEqual([
        {
          actor: f.producer,
          action: 'update-broadcast',
          changed: expect.objectContaining({ match: f.nextMatch, title: 'Be Right Back' }),
        },
      ]);
    });

    it('clears links and hides the desk display with null, and an advertise change alone keeps the epoch', async () => {
      const epoch = BroadcastRecordSchema.parse(await thing(f.main)).break_rotation_epoch;
      const liveBefore = liveEvents.length;
      const reply = await update(actor(f.producer), {
        match: null,
        highlightTeamID: null,
        highlightMediaID: null,
        deskDisplayMode: null,
        deskDisplayText: null,
        mapAttack: null,
        advertise: true,
      });
      expect(reply.changed).toEqual([
        'match',
        'highlightTeamID',
        'highlightMediaID',
        'deskDisplayMode',
        'deskDisplayText',
        'advertise',
        'mapAttack',
      ]);
      const main = BroadcastRecordSchema.parse(await thing(f.main));
      expect(main).toMatchObject({
        live_match: [],
        highlight_team: [],
        highlight_media: [],
        highlight_hero: [f.hero],
        desk_display: null,
        notice_text: null,
        map_attack: null,
        advertise: true,
        break_rotation_epoch: epoch,
      });
      const event = await waitFor(
        () => liveEvents.slice(liveBefore).find((e) => e.broadcast === f.main),
        5000,
        'cleared live match event',
      );
      expect(event).toMatchObject({ live_match: null, previous: f.nextMatch, advertise: true });
    });

    it('emits live-match-changed for an advertise change alone, and nothing for other fields', async () => {
      let liveBefore = liveEvents.length;
      await update(actor(f.producer), { advertise: false });
      const event = await waitFor(
        () => liveEvents.slice(liveBefore).find((e) => e.broadcast === f.main),
        5000,
        'advertise event',
      );
      expect(event).toMatchObject({ live_match: null, previous: null, advertise: false });
      liveBefore = liveEvents.length;
      await update(actor(f.producer), { playerCams: false, highlightHeroID: null });
      await settle();
      expect(liveEvents.length).toBe(liveBefore);
    });

    it('resets the break rotation epoch when the countdown changes', async () => {
      const before = Date.now();
      await update(actor(f.producer), { countdownEnd: null });
      const main = BroadcastRecordSchema.parse(await thing(f.main));
      expect(main.countdown_end).toBeNull();
      expect(main.break_rotation_epoch).toBeGreaterThanOrEqual(before);
    });

    it('changes nothing and publishes nothing for an identical update', async () => {
      await settle();
      const before = { records: records.length, live: liveEvents.length };
      const reply = await update(actor(f.producer), {
        title: 'Be Right Back',
        advertise: false,
        match: null,
        playerCams: false,
      });
      expect(reply).toEqual({ broadcast: f.main, changed: [] });
      await settle();
      expect(records.length).toBe(before.records);
      expect(liveEvents.length).toBe(before.live);
    });
  });

  it('moves the broadcast-{key} mirror when a key changes and empties the old key', async () => {
    const ds = svc.app.get<DataSource>(DATA_SOURCE);
    const projection = svc.app.get(RecordProjection);
    await ds.transaction(async (manager) => {
      await manager.update(BroadcastEntity, { id: f.second }, { key: 'stage-two' });
      const row = await manager.findOneByOrFail(BroadcastEntity, { id: f.second });
      await projection.project(manager, 'broadcast', [row], ['second']);
    });
    await svc.app.get(OutboxRelay).kick();
    const found = await things([DERIVED.broadcast('second'), DERIVED.broadcast('stage-two')]);
    expect(found.map((r) => [r['__id'], r['id']])).toEqual([['broadcast-stage-two', f.second]]);
    await waitFor(
      () => records.find((e) => e.id === DERIVED.broadcast('second') && e.data === null),
      5000,
      'old mirror emptied',
    );
  });
});
