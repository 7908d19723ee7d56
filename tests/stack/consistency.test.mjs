// The spine under concurrent writers (issue: no lost updates, idempotent actions), against every process as
// `npm start` runs them (2 realtime replicas behind Redis), the real Postgres, NATS and Redis.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import {
  action,
  connectDatabase,
  connectSocket,
  connected,
  demoUsers,
  postJson,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

const WRITERS = 50;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once no socket received anything for `quietMs` (at most `timeoutMs`). */
async function quiescence(clients, quietMs = 1500, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const last = () => Math.max(0, ...clients.flatMap((c) => c.updates.map((u) => u.at)));
  for (;;) {
    const idle = performance.now() - last();
    if (idle >= quietMs) return;
    if (Date.now() > deadline) throw new Error('the sockets never went quiet');
    await sleep(Math.min(250, quietMs - idle + 10));
  }
}

/** A first_to-valid result: one side wins, the other gets `loserScore` (< first_to). */
const result = (firstTo, winner, loserScore) =>
  winner === 1
    ? { score_1: firstTo, score_2: loserScore }
    : { score_1: loserScore, score_2: firstTo };

describe('consistency under concurrent writers', { timeout: 300_000 }, () => {
  let stack;
  let users;

  before(async () => {
    stack = await startTestStack({
      env: { ACTION_RATE_LIMIT_BURST: '100000', ACTION_RATE_LIMIT_PER_SECOND: '100000' },
    });
    users = await demoUsers(stack);
  });

  after(async () => {
    await stack?.close();
  });

  const drift = async (service) => {
    const res = await fetch(`http://127.0.0.1:${stack.healthPorts[service]}/read-model/drift`);
    assert.equal(res.status, 200);
    return (await res.json()).drifted;
  };

  it(`${WRITERS} concurrent writers across broadcasts, one bracket and one standings group lose nothing`, async () => {
    const organiser = users.byRole('organiser')[0];
    const producer = users.byRole('producer')[0];

    // Targets from the demo season: the two broadcasts, a bracket of a public event, a standings group.
    const [main] = (await things(stack.base, ['broadcast-main'])).body;
    const broadcastIds = [main.id, ...main.other_broadcasts];
    const [publicEvents] = (await things(stack.base, ['special:public-events'])).body;
    const events = (await things(stack.base, publicEvents.events)).body.filter(
      (e) => e.__kind === 'event',
    );
    const bracketEvent = events.find((e) => e.brackets?.length > 0);
    const [bracket] = (await things(stack.base, [bracketEvent.brackets[0]])).body;
    const bracketMatches = (await things(stack.base, bracket.ordered_matches)).body.filter(
      (m) => m.__kind === 'match',
    );
    const playable = bracketMatches
      .filter((m) => m.teams.length === 2 && m.first_to > 0)
      .slice(0, 4);
    assert.ok(playable.length >= 2, 'the demo bracket has at least two playable matches');
    const standingsEvent = events.find((e) => {
      try {
        return (JSON.parse(e.blocks ?? '{}').standings ?? []).length > 0;
      } catch {
        return false;
      }
    });
    const entry = JSON.parse(standingsEvent.blocks).standings[0];
    const eventMatches = (await things(stack.base, standingsEvent.matches)).body.filter(
      (m) => m.__kind === 'match',
    );
    const groupMatches = eventMatches
      .filter((m) => m.match_group === entry.group && m.teams.length === 2 && m.first_to > 0)
      .slice(0, 6);
    assert.ok(groupMatches.length >= 2, 'the demo standings group has matches to report');
    const standingsId = `standings-${standingsEvent.id}-${entry.key}`;

    // Sockets on both replicas, subscribed to everything the writes touch or derive.
    const watched = [
      ...broadcastIds,
      'broadcast-main',
      standingsId,
      'special:upcoming-matches',
      'special:live-matches',
      ...bracket.ordered_matches,
      ...groupMatches.map((m) => m.id),
    ];
    const clients = stack.socketUrls.map((url) => connectSocket(url));
    await Promise.all(clients.map((c) => connected(c.socket)));
    for (const c of clients) c.socket.emit('subscribe-multiple', watched);
    await sleep(500);

    // 50 writers at once: broadcast titles and countdowns, bracket results, standings results.
    const writes = [];
    for (let i = 0; i < WRITERS; i++) {
      const kind = i % 3;
      if (kind === 0) {
        const broadcast = broadcastIds[i % broadcastIds.length];
        const body =
          i % 2
            ? { broadcast, title: `Writer ${i}` }
            : { broadcast, countdownEnd: Date.now() + i * 60_000 };
        writes.push(action(stack.base, 'update-broadcast', body, producer.token));
      } else {
        const pool = kind === 1 ? playable : groupMatches;
        const match = pool[i % pool.length];
        const updatedData = result(match.first_to, i % 4 < 2 ? 1 : 2, i % match.first_to);
        writes.push(
          action(
            stack.base,
            'update-match-data',
            { matchID: match.id, updatedData },
            organiser.token,
          ),
        );
      }
    }
    const answers = await Promise.all(writes);
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));

    await quiescence(clients);

    // 1. Every derived record equals a from-scratch recompute.
    assert.deepEqual(await drift('match-svc'), []);
    assert.deepEqual(await drift('broadcast-svc'), []);

    // 2. The last data_update each socket got for an id equals what the database answers now.
    const ids = [...new Set(clients.flatMap((c) => c.updates.map((u) => u.id)))];
    assert.ok(ids.length >= 10, `the writes were delivered (${ids.length} records updated)`);
    const current = new Map((await things(stack.base, ids)).body.map((r) => [r.__id, r]));
    for (const [index, client] of clients.entries()) {
      const last = new Map();
      for (const update of client.updates) last.set(update.id, update.data);
      for (const [id, data] of last) {
        const now = current.get(id);
        assert.ok(
          isDeepStrictEqual({ ...data, __id: id }, now),
          `replica ${index + 1}: the last data_update of ${id} differs from the database`,
        );
      }
    }
    for (const c of clients) c.socket.close();
  });

  it('answers a retried press with its first answer and writes it once (Idempotency-Key)', async () => {
    const organiser = users.byRole('organiser')[0];
    const [upcoming] = (await things(stack.base, ['special:upcoming-matches'])).body;
    const matchID = upcoming.matches.at(-1);
    const headers = {
      Authentication: `Bearer ${organiser.token}`,
      'Idempotency-Key': `press-${Date.now()}`,
    };
    const body = { matchID, updatedData: { custom_name: `Retried ${Date.now()}` } };
    const db = await connectDatabase(stack);
    try {
      const audits = async () =>
        Number(
          (await db.query(`SELECT count(*) AS n FROM match.audit WHERE record_id = $1`, [matchID]))
            .rows[0].n,
        );
      const before = await audits();
      const answers = await Promise.all(
        [1, 2, 3].map(() => postJson(`${stack.base}/actions/update-match-data`, body, headers)),
      );
      const again = await postJson(`${stack.base}/actions/update-match-data`, body, headers);
      for (const answer of [...answers, again]) {
        assert.equal(answer.status, 200);
        assert.deepEqual(answer.body, answers[0].body);
      }
      assert.deepEqual(answers[0].body.data.changed, ['custom_name']);
      assert.equal(await audits(), before + 1);
      const reused = await postJson(
        `${stack.base}/actions/update-match-data`,
        { matchID, updatedData: { custom_name: 'Something else' } },
        headers,
      );
      assert.equal(reused.status, 409);
      assert.equal(
        reused.body.errorMessage,
        'This Idempotency-Key was already used for a different request.',
      );
    } finally {
      await db.end();
    }
  });

  it('answers a retry with the committed result when the first answer was lost after the commit', async () => {
    const organiser = users.byRole('organiser')[0];
    const [upcoming] = (await things(stack.base, ['special:upcoming-matches'])).body;
    const matchID = upcoming.matches.at(-2);
    const headers = {
      Authentication: `Bearer ${organiser.token}`,
      'Idempotency-Key': `stall-${Date.now()}`,
    };
    const body = { matchID, updatedData: { custom_name: `Stalled ${Date.now()}` } };
    const db = await connectDatabase(stack);
    try {
      // Hold the match row, so the service commits only after the gateway has given up on its answer.
      await db.query('BEGIN');
      await db.query(`SELECT id FROM match.matches WHERE id = $1 FOR UPDATE`, [matchID]);
      const first = postJson(`${stack.base}/actions/update-match-data`, body, headers);
      const lost = await first;
      assert.equal(lost.status, 503, 'the gateway gave up waiting (the answer is lost)');
      assert.equal(lost.body.code, 'UNAVAILABLE');
      await db.query('COMMIT');
      // The service commits once the row is free; the retry with the same key answers that commit.
      const retried = await waitFor(
        async () => {
          const answer = await postJson(`${stack.base}/actions/update-match-data`, body, headers);
          return answer.status === 200 ? answer : null;
        },
        20_000,
        'the retried press to be answered',
      );
      assert.deepEqual(retried.body.data.changed, ['custom_name']);
      const audits = Number(
        (
          await db.query(
            `SELECT count(*) AS n FROM match.audit WHERE record_id = $1 AND changed->>'custom_name' = $2`,
            [matchID, body.updatedData.custom_name],
          )
        ).rows[0].n,
      );
      assert.equal(audits, 1, 'the press was written exactly once');
    } finally {
      await db.end();
    }
  });
});
