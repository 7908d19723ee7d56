import { type DataSource } from 'typeorm';
import {
  DERIVED,
  MatchRecordSchema,
  RECORD_STREAM,
  SUBJECTS,
  StoredRecordSchema,
  type Actor,
  type RecordChangedEvent,
} from '@castline/contracts';
import {
  createDataSource,
  loadConfig,
  type NatsBus,
  type RunningService,
} from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { MatchConfigSchema } from '../src/config/match-config.js';
import { startMatchService } from '../src/start.js';
import { matchDatabase } from '../src/database/data-source.js';
import { buildFixture, loadRecords, type Fixture } from './fixtures.js';

jest.setTimeout(30_000);

const actor = (player_id: string, website_settings: string[] = []): Actor => ({
  kind: 'player',
  player_id,
  name: null,
  website_settings,
});

describe('match-svc against real Postgres and NATS', () => {
  let db: TestDatabase;
  let svc: RunningService;
  let bus: NatsBus;
  let f: Fixture;
  const events: RecordChangedEvent[] = [];
  let stopConsumer: () => void;

  beforeAll(async () => {
    db = await createTestDatabase('matchsvc');
    const prefix = uniqueNatsPrefix();
    const built = buildFixture(Date.now());
    f = built.fixture;
    await loadRecords(db.url, built.records);
    const config = loadConfig(MatchConfigSchema, {
      DATABASE_URL: db.url,
      NATS_PREFIX: prefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    svc = await startMatchService(config);
    bus = await createTestBus(prefix);
    stopConsumer = await bus.consumeNew(RECORD_STREAM, SUBJECTS.recordChanged, (p) =>
      events.push(p as RecordChangedEvent),
    );
  });

  afterAll(async () => {
    stopConsumer?.();
    await bus?.close();
    await svc?.stop();
    await db?.drop();
  });

  const things = (ids: string[]) =>
    bus.request<{ records: Record<string, unknown>[] }>(SUBJECTS.match.qry('things'), { ids });
  const update = (a: Actor, body: unknown) =>
    bus.request<{ match: string; changed: string[] }>(SUBJECTS.match.cmd('update-match-data'), {
      actor: a,
      body,
    });

  it('keeps the schema exactly as the migrations made it (entities and migrations agree)', async () => {
    const ds: DataSource = createDataSource({ ...matchDatabase, url: db.url });
    await ds.initialize();
    const pending = await ds.driver.createSchemaBuilder().log();
    await ds.destroy();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('answers stored records in the spec shape with __id, and omits unknown ids', async () => {
    const { records } = await things([f.upcoming, f.teamA, 'recUnknownUnknown0']);
    expect(records.map((r) => r['__id']).sort()).toEqual([f.teamA, f.upcoming].sort());
    for (const r of records) expect(StoredRecordSchema.safeParse(r).success).toBe(true);
    const match = MatchRecordSchema.parse(records.find((r) => r['__id'] === f.upcoming));
    expect(match.teams).toEqual([f.teamA, f.teamB]);
    expect(match.first_to).toBe(3);
  });

  it('answers the same records as stored JSON texts when asked for the JSON form (POST /things)', async () => {
    const ids = [f.upcoming, f.eventId, f.teamA, f.teamB, 'recUnknownUnknown0'];
    const [{ records }, { json }] = await Promise.all([
      things(ids),
      bus.request<{ json: { __id: string; theme: string | null; text: string }[] }>(
        SUBJECTS.match.qry('things'),
        { ids, json: true },
      ),
    ]);
    expect(json.map((entry) => entry.__id).sort()).toEqual(records.map((r) => r['__id']).sort());
    for (const entry of json) {
      const record = records.find((r) => r['__id'] === entry.__id) ?? {};
      // What the gateway answered before: the record object, with id = __id unless id is a string.
      const id = typeof record['id'] === 'string' ? record['id'] : entry.__id;
      expect(JSON.parse(entry.text)).toEqual({ ...record, id });
      const theme = record['theme'];
      expect(entry.theme).toBe(
        Array.isArray(theme) && theme.length === 1 && typeof theme[0] === 'string'
          ? theme[0]
          : null,
      );
    }
    // The event has a single theme: the read path appends it.
    expect(json.find((entry) => entry.__id === f.eventId)?.theme).toMatch(/^rec/);
  });

  it('derives upcoming matches (unfinished, started in window, public event only) and the mini-site lookup', async () => {
    const { records } = await things([
      DERIVED.upcomingMatches,
      DERIVED.subdomain('cup'),
      DERIVED.publicEvents,
    ]);
    const upcoming = records.find((r) => r['__id'] === DERIVED.upcomingMatches);
    expect(upcoming?.['matches']).toEqual([f.upcoming]);
    const sub = records.find((r) => r['__id'] === DERIVED.subdomain('cup'));
    expect(sub?.['id']).toBe(f.eventId);
    const pub = records.find((r) => r['__id'] === DERIVED.publicEvents);
    expect(pub?.['events']).toEqual([f.eventId]);
  });

  it('computes the standings table of the event blocks with an explainer', async () => {
    const { records } = await things([DERIVED.standings(f.eventId, 'groupa')]);
    const table = records[0] as {
      rows: { team: string; rank: number; W: number }[];
      pairs: unknown[];
    };
    expect(table.rows.map((r) => [r.team, r.rank, r.W])).toEqual([
      [f.teamA, 1, 1],
      [f.teamB, 2, 0],
    ]);
    expect(table.pairs).toHaveLength(1);
  });

  it('refuses a player without match-edit rights with the RULES text and writes nothing', async () => {
    const before = events.length;
    await expect(
      update(actor(f.playerA), { matchID: f.upcoming, updatedData: { score_1: 1 } }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "You don't have permission to edit this match",
    });
    const { records } = await things([f.upcoming]);
    expect(records[0]?.['score_1']).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.length).toBe(before);
  });

  it.each([
    [{ matchID: 'nope', updatedData: { score_1: 1 } }, 'matchID'],
    [{ matchID: 'recAAAAAAAAAAAAAA', updatedData: { colour: 'red' } }, '"colour"'],
    [{ matchID: 'recAAAAAAAAAAAAAA', updatedData: { score_1: 'two' } }, 'updatedData.score_1'],
  ])('rejects a bad body %j with a message naming %s', async (body, named) => {
    await expect(update(actor(f.staffer), body)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(named),
    });
  });

  it('rejects scores outside 0..first_to, both at first_to, and a forfeit that is not a sweep', async () => {
    await expect(
      update(actor(f.staffer), { matchID: f.upcoming, updatedData: { score_1: 4 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      update(actor(f.staffer), { matchID: f.upcoming, updatedData: { score_1: 3, score_2: 3 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      update(actor(f.staffer), {
        matchID: f.upcoming,
        updatedData: { score_1: 3, score_2: 1, forfeit: true },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      update(actor(f.staffer), { matchID: f.upcoming, updatedData: { mvpPlayerID: f.staffer } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lets event staff update the score: commits, publishes record.evt.changed.v1 with a higher version', async () => {
    const reply = await update(actor(f.staffer), {
      matchID: f.upcoming,
      updatedData: { score_1: 2, score_2: 1 },
    });
    expect(reply.changed.sort()).toEqual(['score_1', 'score_2']);
    const event = await waitFor(
      () => events.find((e) => e.id === f.upcoming && e.data?.['score_1'] === 2),
      5000,
      'match event',
    );
    expect(event.data?.['score_2']).toBe(1);
    expect(event.version).toBeGreaterThan(0);
    const { records } = await things([f.upcoming]);
    expect(records[0]?.['score_1']).toBe(2);
  });

  it('lets a Match Editor relationship holder edit, and an identical update is a no-op without an event', async () => {
    const reply = await update(actor(f.editor), {
      matchID: f.upcoming,
      updatedData: { score_1: 3, score_2: 1 },
    });
    expect(reply.changed).toEqual(['score_1']);
    await waitFor(
      () => events.find((e) => e.id === f.upcoming && e.data?.['score_1'] === 3),
      5000,
      'second event',
    );
    // the match is finished now, so it leaves upcoming-matches
    await waitFor(
      () =>
        events.find(
          (e) => e.id === DERIVED.upcomingMatches && (e.data?.['matches'] as string[]).length === 0,
        ),
      5000,
      'upcoming recompute',
    );
    const count = events.length;
    const again = await update(actor(f.editor), {
      matchID: f.upcoming,
      updatedData: { score_1: 3 },
    });
    expect(again.changed).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(events.length).toBe(count);
  });

  it('recomputed the standings after the result change', async () => {
    const { records } = await things([DERIVED.standings(f.eventId, 'groupa')]);
    const table = records[0] as { rows: { team: string; W: number; P: number }[] };
    expect(table.rows.find((r) => r.team === f.teamA)).toMatchObject({ P: 2, W: 2 });
  });

  it('refuses edits to a match with no event unless the actor can edit any match', async () => {
    await expect(
      update(actor(f.staffer), { matchID: f.noEvent, updatedData: { score_1: 1 } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const ok = await update(actor(f.playerA, ['Can edit any match']), {
      matchID: f.noEvent,
      updatedData: { score_1: 1 },
    });
    expect(ok.changed).toEqual(['score_1']);
  });

  it('answers NOT_FOUND for an unknown match', async () => {
    await expect(
      update(actor(f.staffer), { matchID: 'recAAAAAAAAAAAAAA', updatedData: { score_1: 1 } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('derives special:player-streams from streaming status within the match window (RULES (k))', async () => {
    const streams = async () =>
      (await things([DERIVED.playerStreams])).records[0]?.['streams'] as
        { match: string[]; player: string[]; team: string[]; url: string }[] | undefined;
    await bus.request(SUBJECTS.match.cmd('set-stream-presence'), {
      player_id: f.playerB,
      url: 'https://www.twitch.tv/ben',
      title: 'BRV POV',
    });
    expect(await streams()).toEqual([]); // Bravo's only open match starts in an hour: its window opens in 45 min
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    await update(actor(f.playerA, ['Can edit any match']), {
      matchID: f.noEvent,
      updatedData: { start: soon },
    });
    const entries = await waitFor(
      async () => ((await streams()) ?? []).length > 0 && (await streams()),
      5000,
      'streams',
    );
    expect(entries).toEqual([
      {
        match: [f.noEvent],
        event: [],
        player: [f.playerB],
        team: [f.teamB],
        url: 'https://www.twitch.tv/ben',
      },
    ]);
    await bus.request(SUBJECTS.match.cmd('set-stream-presence'), {
      player_id: f.playerB,
      url: null,
    });
    expect(await streams()).toEqual([]);
    await expect(
      bus.request(SUBJECTS.match.cmd('set-stream-presence'), {
        player_id: f.playerB,
        url: 'not a url',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
