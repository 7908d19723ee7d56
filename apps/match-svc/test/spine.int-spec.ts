import { DEAD_LETTER_STREAM, SUBJECTS, type Actor, type DeadLetter } from '@castline/contracts';
import { loadConfig, type NatsBus, type RunningService } from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  waitFor,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { DataSource } from 'typeorm';
import { MatchConfigSchema } from '../src/config/match-config.js';
import { startMatchService } from '../src/start.js';
import { LIVE_MATCH_CONSUMER } from '../src/derived/broadcast-live.controller.js';
import { loadRecords, record, rid } from './fixtures.js';

jest.setTimeout(60_000);

/** A 4-team single elimination: semis 1 and 2 feed the final (3). */
const LAYOUT = JSON.stringify({
  brackets: [
    {
      columns: [
        { header: 'Semifinals', games: [1, 2] },
        { header: 'Final', games: [3] },
      ],
    },
  ],
  connections: {
    '1': { win: '3.1' },
    '2': { win: '3.2' },
    '3': {
      win: 'champion',
      winnerRank: { sort: 1, text: '#1' },
      loserRank: { sort: 2, text: '#2' },
    },
  },
});

describe('match-svc spine: no lost updates, idempotent actions, ordered exactly-once events', () => {
  let db: TestDatabase;
  let svc: RunningService;
  let bus: NatsBus;
  let sql: DataSource;
  const ids = {
    event: rid('Ev'),
    bracket: rid('Br'),
    semi1: rid('S1'),
    semi2: rid('S2'),
    final: rid('Fi'),
    group1: rid('G1'),
    group2: rid('G2'),
    group3: rid('G3'),
    a: rid('A'),
    b: rid('B'),
    c: rid('C'),
    d: rid('D'),
    admin: rid('Ad'),
  };
  const admin: Actor = {
    kind: 'player',
    player_id: ids.admin,
    name: 'Admin',
    website_settings: ['Can edit any match'],
  };

  beforeAll(async () => {
    db = await createTestDatabase('spine');
    const prefix = uniqueNatsPrefix();
    const team = (id: string, name: string) =>
      record('team', { id, name, code: name.slice(0, 3).toUpperCase(), event: [ids.event] });
    const match = (id: string, n: number, teams: string[], extra: Record<string, unknown> = {}) =>
      record('match', {
        id,
        teams,
        event: [ids.event],
        first_to: 2,
        score_1: 0,
        score_2: 0,
        match_number: n,
        slot_1_source: teams.length ? 'hand' : null,
        slot_2_source: teams.length ? 'hand' : null,
        ...extra,
      });
    const blocks = JSON.stringify({
      standings: [{ key: 'groupa', title: 'Group A', group: 'Group A' }],
    });
    await loadRecords(db.url, [
      record('event', {
        id: ids.event,
        name: 'Spine Cup',
        teams: [ids.a, ids.b, ids.c, ids.d],
        blocks,
        show_in_events: true,
        matches: [ids.semi1, ids.semi2, ids.final, ids.group1, ids.group2, ids.group3],
        brackets: [ids.bracket],
      }),
      team(ids.a, 'Alpha'),
      team(ids.b, 'Bravo'),
      team(ids.c, 'Charlie'),
      team(ids.d, 'Delta'),
      match(ids.semi1, 1, [ids.a, ids.b], { brackets: [ids.bracket] }),
      match(ids.semi2, 2, [ids.c, ids.d], { brackets: [ids.bracket] }),
      match(ids.final, 3, [], { brackets: [ids.bracket] }),
      match(ids.group1, 11, [ids.a, ids.b], { match_group: 'Group A' }),
      match(ids.group2, 12, [ids.c, ids.d], { match_group: 'Group A' }),
      match(ids.group3, 13, [ids.a, ids.c], { match_group: 'Group A' }),
      record('bracket', {
        id: ids.bracket,
        name: 'Playoffs',
        ordered_matches: [ids.semi1, ids.semi2, ids.final],
        bracket_layout: LAYOUT,
        events: [ids.event],
      }),
    ]);
    svc = await startMatchService(
      loadConfig(MatchConfigSchema, {
        DATABASE_URL: db.url,
        NATS_PREFIX: prefix,
        HEALTH_PORT: '0',
        LOG_LEVEL: 'silent',
      }),
    );
    bus = await createTestBus(prefix);
    sql = new DataSource({ type: 'postgres', url: db.url });
    await sql.initialize();
  });

  afterAll(async () => {
    await sql?.destroy();
    await bus?.close();
    await svc?.stop();
    await db?.drop();
  });

  const things = async (list: string[]) =>
    (
      await bus.request<{ records: Record<string, unknown>[] }>(SUBJECTS.match.qry('things'), {
        ids: list,
      })
    ).records;
  const update = (body: unknown, idempotency_key?: string) =>
    bus.request<{ match: string; changed: string[] }>(SUBJECTS.match.cmd('update-match-data'), {
      actor: admin,
      body,
      ...(idempotency_key ? { idempotency_key } : {}),
    });
  const score = (matchID: string, score_1: number, score_2: number) =>
    update({ matchID, updatedData: { score_1, score_2 } });
  const drift = async () =>
    (
      (await (await fetch(`http://127.0.0.1:${svc.port}/read-model/drift`)).json()) as {
        drifted: string[];
      }
    ).drifted;
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql.query<{ n: string }[]>(query, params))[0]?.n);

  it('starts with a read model equal to a from-scratch recompute', async () => {
    await expect(drift()).resolves.toEqual([]);
  });

  it('feeds both final slots when the two semifinals are reported at once, round after round', async () => {
    for (let round = 0; round < 6; round++) {
      const [w1, w2] =
        round % 2 === 0
          ? [
              [2, 0],
              [0, 2],
            ]
          : [
              [0, 2],
              [2, 1],
            ];
      await Promise.all([score(ids.semi1, w1[0]!, w1[1]!), score(ids.semi2, w2[0]!, w2[1]!)]);
      const [final] = await things([ids.final]);
      const expected = [w1[0] === 2 ? ids.a : ids.b, w2[0] === 2 ? ids.c : ids.d];
      expect(final?.['teams']).toEqual(expected);
      // Back to no result: the final empties again (both at once too).
      await Promise.all([score(ids.semi1, 0, 0), score(ids.semi2, 0, 0)]);
      const [emptied] = await things([ids.final]);
      expect(emptied?.['teams']).toEqual([]);
    }
    await expect(drift()).resolves.toEqual([]);
  });

  it('keeps the standings equal to the results when a group is reported concurrently', async () => {
    const writes = [];
    for (let i = 0; i < 12; i++) {
      const target = [ids.group1, ids.group2, ids.group3][i % 3]!;
      writes.push(score(target, i % 2 === 0 ? 2 : 1, i % 2 === 0 ? 1 : 2));
    }
    await Promise.all(writes);
    await expect(drift()).resolves.toEqual([]);
    const [table] = await things([`standings-${ids.event}-groupa`]);
    expect(table).toBeDefined();
  });

  describe('Idempotency-Key', () => {
    const body = () => ({
      matchID: ids.group1,
      updatedData: { custom_name: `press ${Date.now()}` },
    });

    it('answers a retry with the first answer and writes nothing twice', async () => {
      const press = body();
      const first = await update(press, 'key-retry-1');
      const auditBefore = await count(
        `SELECT count(*) AS n FROM match.audit WHERE record_id = $1`,
        [ids.group1],
      );
      const second = await update(press, 'key-retry-1');
      expect(second).toEqual(first);
      expect(first.changed).toEqual(['custom_name']);
      await expect(
        count(`SELECT count(*) AS n FROM match.audit WHERE record_id = $1`, [ids.group1]),
      ).resolves.toBe(auditBefore);
    });

    it('runs concurrent duplicates of one press once', async () => {
      const press = body();
      const auditBefore = await count(
        `SELECT count(*) AS n FROM match.audit WHERE record_id = $1`,
        [ids.group1],
      );
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => update(press, 'key-concurrent-1')),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      await expect(
        count(`SELECT count(*) AS n FROM match.audit WHERE record_id = $1`, [ids.group1]),
      ).resolves.toBe(auditBefore + 1);
    });

    it('refuses a key reused for another request with CONFLICT, writing nothing', async () => {
      await update(body(), 'key-reused-1');
      const auditBefore = await count(`SELECT count(*) AS n FROM match.audit`);
      await expect(
        update({ matchID: ids.group2, updatedData: { custom_name: 'other' } }, 'key-reused-1'),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'This Idempotency-Key was already used for a different request.',
      });
      await expect(count(`SELECT count(*) AS n FROM match.audit`)).resolves.toBe(auditBefore);
    });

    it('does not remember a refused press: the same key works once the press is valid', async () => {
      await expect(
        update({ matchID: ids.group2, updatedData: { score_1: 9 } }, 'key-refused-1'),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(
        count(`SELECT count(*) AS n FROM match.idempotency_keys WHERE key = 'key-refused-1'`),
      ).resolves.toBe(0);
    });
  });

  describe('live-match-changed consumer', () => {
    const broadcast = rid('Bc');
    let seq = 0;
    const publish = (payload: Record<string, unknown>) =>
      bus.jsPublish(SUBJECTS.liveMatchChanged, payload, `test:${Date.now()}:${++seq}`);
    const event = (
      version: number,
      live_match: string | null,
      event_id = `broadcast-svc:${broadcast}:${version}`,
    ) => ({
      broadcast,
      live_match,
      previous: null,
      advertise: true,
      event_id,
      aggregate: broadcast,
      version,
    });
    const liveRow = async () =>
      (
        await sql.query<{ live_match: string[] }[]>(
          `SELECT live_match FROM match.broadcast_live WHERE id = $1`,
          [broadcast],
        )
      )[0]?.live_match;
    const outcomes = async () =>
      sql.query<{ event_id: string; outcome: string }[]>(
        `SELECT event_id, outcome FROM match.consumed_events WHERE consumer = $1 AND aggregate = $2 ORDER BY version, event_id`,
        [LIVE_MATCH_CONSUMER, broadcast],
      );

    it('applies events in version order exactly once, whatever order and however often they arrive', async () => {
      await publish(event(30, ids.semi1));
      await publish(event(10, ids.group1));
      await publish(event(30, ids.semi1)); // a redelivery of the same event
      await publish(event(20, ids.group2));
      await waitFor(async () => (await outcomes()).length === 3, 10_000, 'three events consumed');
      expect(await liveRow()).toEqual([ids.semi1]);
      const seen = await outcomes();
      expect(seen.map((o) => o.outcome).sort()).toEqual(
        ['applied', 'superseded', 'superseded'].sort(),
      );
      expect(seen.find((o) => o.event_id.endsWith(':30'))?.outcome).toBe('applied');
      const [live] = await things(['special:live-matches']);
      expect(live?.['matches']).toContain(ids.semi1);
    });

    it('parks a message it cannot apply on the dead-letter stream, never dropping it silently', async () => {
      const letters: DeadLetter[] = [];
      const stop = await bus.consumeNew(
        DEAD_LETTER_STREAM,
        SUBJECTS.deadLetter(LIVE_MATCH_CONSUMER),
        (payload) => letters.push(payload as DeadLetter),
      );
      try {
        await publish({
          broadcast,
          live_match: 42,
          event_id: 'broken-1',
          aggregate: broadcast,
          version: 99,
        });
        const letter = await waitFor(
          () => letters.find((l) => (l.payload as { event_id?: string }).event_id === 'broken-1'),
          10_000,
          'the dead letter',
        );
        expect(letter.consumer).toBe(LIVE_MATCH_CONSUMER);
        expect(letter.reason).toMatch(/invalid message/);
        // The projection did not move.
        expect(await liveRow()).toEqual([ids.semi1]);
      } finally {
        stop();
      }
    });
  });
});
