// Recovery after infrastructure outages (issue 10, item 5): every test starts its own nats-server and PostgreSQL
// (outage-helpers.mjs) and the whole stack on them (2 realtime replicas), kills one piece, brings it back and
// measures how long until actions succeed and sockets on BOTH realtime replicas get data again. Each test prints
// its figures on one line ("recovery <test>: ...") and fails, listing every missed bound, when a target is
// missed. No wait is unbounded: a path that never recovers is reported as "> MEASURE_LIMIT_MS".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { connectSocket, connected, demoUsers } from './stack-helpers.mjs';
import { startOutageStack } from './outage-helpers.mjs';

// ---- targets (the product's) and test knobs ----------------------------------------------------------------
/** NATS or Postgres back → first successful action, and → every replica delivers every change again. */
const RECOVERY_BOUND_MS = 2000;
/** Services reconnected to NATS → the outbox row committed during the outage is published and delivered. */
const RELAY_BOUND_MS = 1000;
/** Restarted realtime replica: subscribe-multiple → current data of every id. */
const SNAPSHOT_BOUND_MS = 1000;
/** How long test d waits for those snapshots before calling them missing. */
const SNAPSHOT_WAIT_MS = 10_000;
/** NATS / Postgres back → every service's /health answers 200 again. */
const HEALTH_READY_BOUND_MS = 2000;
/** How long the outages last. */
const NATS_OUTAGE_MS = 2000;
const PG_OUTAGE_MS = 3000;
/** How Postgres is stopped in test c, one test each: immediate (SIGQUIT, a crash) and fast (SIGINT, pg_ctl's default). */
const PG_STOP_MODES = ['immediate', 'fast'];
/** How long a recovery is waited for before it counts as "never" (the figure is then "> MEASURE_LIMIT_MS"). */
const MEASURE_LIMIT_MS = 45_000;
/** How long the end-of-test staleness check waits for the sockets to agree with POST /things. */
const STALE_SETTLE_MS = 2000;
/** Pause between tries of an action while waiting for the first success; at most this many in flight. */
const ATTEMPT_EVERY_MS = 100;
const MAX_IN_FLIGHT = 10;
/**
 * "Delivers again" is measured with sequential probes after the first successful action (one match and one
 * broadcast change at a time, so no commit can overtake another): a replica delivers again from the first probe
 * after which every probe reached it. (The first data_update after an outage alone proves little: realtime's
 * re-read on reconnect sends the current record once even while its stream consumer is dead.) Probing stops
 * once the last PROBE_STREAK probes reached every replica; each probe waits at most PROBE_WAIT_MS for that.
 */
const PROBE_STREAK = 3;
const PROBE_WAIT_MS = 1000;
/** One HTTP call never waits longer than this. */
const HTTP_TIMEOUT_MS = 8000;
const TEST_TIMEOUT_MS = 120_000;
/** How long a fresh stack may take to become healthy (a share of the test's budget). */
const STACK_READY_TIMEOUT_MS = 45_000;
/** The stacks here fire many actions on purpose: the gateway's per-IP rate limit must not be what answers. */
const STACK_ENV = { ACTION_RATE_LIMIT_BURST: '100000', ACTION_RATE_LIMIT_PER_SECOND: '100000' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const fmt = (ms, limitMs = MEASURE_LIMIT_MS) =>
  ms === null || ms === undefined ? `>${limitMs / 1000}s` : `${Math.round(ms)}ms`;
const since = (at, from) =>
  at === null || at === undefined || from === null || from === undefined ? null : at - from;

// ---- HTTP ------------------------------------------------------------------------------------------------------
/** POST json with a timeout; a network error or timeout answers status 0. Records when it was sent and answered. */
async function post(url, body, headers = {}) {
  const sentAt = now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = { raw: text.slice(0, 200) };
    }
    return { status: res.status, body: json, sentAt, at: now() };
  } catch (error) {
    return {
      status: 0,
      body: { network: String(error?.cause?.code ?? error?.name ?? error) },
      sentAt,
      at: now(),
    };
  }
}

const things = (stack, ids) => post(`${stack.base}/things`, { ids: ids.join(',') });
const act = (stack, name, body, token) =>
  post(`${stack.base}/actions/${name}`, body, { Authentication: `Bearer ${token}` });

/** The running test's signal (tests run one at a time): aborted when it timed out, so its loops stop at once. */
let testSignal = null;
const cancelled = () => testSignal?.aborted === true;

/** Waits for check() to answer something truthy, polling every 20 ms; answers null after limitMs (never throws). */
async function within(limitMs, check) {
  const deadline = now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (now() >= deadline || cancelled()) return null;
    await sleep(20);
  }
}

/**
 * Polls GET /health of every service every intervalMs, keeping {at, status} samples; status 0 = no answer.
 * readyAfter(name, t): the first sample at or after t that was 200.
 */
function watchHealth(urls, intervalMs = 50) {
  const samples = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  let stopped = false;
  const loops = Object.entries(urls).map(async ([name, url]) => {
    while (!stopped) {
      const sentAt = now();
      let status;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      samples[name].push({ sentAt, at: now(), status });
      await sleep(intervalMs);
    }
  });
  return {
    samples,
    /** Statuses answered to polls sent in [from, to]. */
    statusesBetween(name, from, to) {
      return samples[name].filter((s) => s.sentAt >= from && s.at <= to).map((s) => s.status);
    },
    /** When a poll sent at or after `from` first answered 200 (null: not yet). */
    readyAfter(name, from) {
      return samples[name].find((s) => s.sentAt >= from && s.status === 200)?.at ?? null;
    },
    async waitReady(name, from, limitMs) {
      return within(limitMs, () => this.readyAfter(name, from));
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * Sends `send(n)` every ATTEMPT_EVERY_MS (at most MAX_IN_FLIGHT at once) until one answers 200 or limitMs passes.
 * Answers {first: the first 200 answer (with n) or null, results: every answer}.
 */
async function firstSuccess(send, limitMs) {
  const results = [];
  let first = null;
  let inFlight = 0;
  const deadline = now() + limitMs;
  let n = 0;
  const pending = new Set();
  while (!first && now() < deadline && !cancelled()) {
    if (inFlight < MAX_IN_FLIGHT) {
      const k = n++;
      inFlight += 1;
      const p = send(k).then((r) => {
        inFlight -= 1;
        results.push({ ...r, n: k });
        if (r.status === 200 && (!first || r.at < first.at)) first = { ...r, n: k };
      });
      pending.add(p);
      p.finally(() => pending.delete(p));
    }
    await sleep(ATTEMPT_EVERY_MS);
  }
  await Promise.all(pending); // every request has its own timeout
  return { first, results };
}

/** "200×3 503×12" */
function countStatuses(results) {
  const counts = new Map();
  for (const r of results) {
    const key =
      r.status === 200
        ? '200'
        : `${r.status}${r.body?.code ? `:${r.body.code}` : r.body?.network ? `:${r.body.network}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${k}×${v}`).join(' ') || 'none';
}

// ---- sockets ---------------------------------------------------------------------------------------------------
/**
 * One socket per realtime replica, connected straight to the replica's port, subscribed to `ids` with
 * subscribe-multiple (and again after every reconnect, as the web client does). `known` starts from a POST /things
 * snapshot (what a client renders before any data_update).
 */
async function subscribeReplicas(stack, ids) {
  const clients = [];
  const { body: snapshot } = await things(stack, ids);
  for (const [i, url] of stack.socketUrls.entries()) {
    clients.push(await subscribedClient(`replica${i + 1}`, url, ids, snapshot));
  }
  return clients;
}

async function subscribedClient(label, url, ids, snapshot = null) {
  const client = connectSocket(url);
  client.label = label;
  client.ids = ids;
  client.snapshot = Array.isArray(snapshot) ? snapshot : [];
  client.connects = [];
  client.socket.on('connect', () => {
    client.connects.push(now());
    client.socket.emit('subscribe-multiple', ids);
  });
  await connected(client.socket);
  await sleep(300); // the subscription (and any snapshot) settles
  return client;
}

/** The first data_update for `id` received so far at or after `from` matching `pred` (null: none). */
function loggedUpdate(client, id, pred, from) {
  return client.updates.find((u) => u.id === id && u.at >= from && pred(u.data))?.at ?? null;
}

/** The first data_update for `id` received at or after `from` matching `pred` (null: none within limitMs). */
async function firstUpdate(client, id, pred, from, limitMs) {
  const found = await within(limitMs, () =>
    client.updates.find((u) => u.id === id && u.at >= from && pred(u.data)),
  );
  return found ? found.at : null;
}

const comparable = (record) => {
  if (!record) return null;
  const { id: _id, __version: _v, __error: _e, ...rest } = record;
  return JSON.parse(JSON.stringify(rest));
};

/** What the client shows for id: its last data_update, else its POST /things snapshot. */
function shown(client, id) {
  for (let i = client.updates.length - 1; i >= 0; i--)
    if (client.updates[i].id === id) return client.updates[i].data;
  return client.snapshot.find((r) => r.__id === id) ?? null;
}

/**
 * No subscribed record stale: every client's view of every id equals POST /things for it, waiting at most
 * STALE_SETTLE_MS for in-flight updates. Answers the stale ones ("replica1 recXXX: custom_name 'a' ≠ 'b'").
 */
async function staleRecords(stack, clients) {
  const ids = [...new Set(clients.flatMap((c) => c.ids))];
  let stale = [];
  await within(STALE_SETTLE_MS, async () => {
    const { status, body } = await things(stack, ids);
    if (status !== 200) {
      stale = [`POST /things answered ${status}`];
      return false;
    }
    stale = [];
    for (const client of clients) {
      for (const id of client.ids) {
        const truth = comparable(body.find((r) => r.__id === id));
        const seen = comparable(shown(client, id));
        if (!isDeepStrictEqual(truth, seen))
          stale.push(`${client.label} ${id}: ${describeDiff(seen, truth)}`);
      }
    }
    return stale.length === 0;
  });
  return stale;
}

function describeDiff(seen, truth) {
  if (!seen) return 'no data at all';
  const keys = [...new Set([...Object.keys(seen), ...Object.keys(truth ?? {})])].filter(
    (k) => !isDeepStrictEqual(seen[k], truth?.[k]),
  );
  return keys
    .slice(0, 4)
    .map(
      (k) =>
        `${k} ${JSON.stringify(seen[k])?.slice(0, 40)} ≠ ${JSON.stringify(truth?.[k])?.slice(0, 40)}`,
    )
    .join('; ');
}

/**
 * Sequential probes (see PROBE_STREAK) until the last PROBE_STREAK reached every replica or limitMs passes.
 * Answers per replica and record {label, at}: when the trailing run of delivered probes began (the delivery of
 * its first probe; null: the last probe never arrived), and the probe counts.
 */
async function probeDelivery(s, clients, prefix, limitMs) {
  const deadline = now() + limitMs;
  const targets = clients.flatMap((c) => [
    { client: c, id: s.match, field: 'custom_name', ok: 'match', label: `${c.label} match` },
    {
      client: c,
      id: 'broadcast-main',
      field: 'title',
      ok: 'title',
      label: `${c.label} broadcast-main`,
    },
  ]);
  const deliveredAt = (target, value) =>
    target.client.updates.find((u) => u.id === target.id && u.data[target.field] === value)?.at ??
    null;
  const probes = [];
  for (let n = 0; now() < deadline && !cancelled(); n++) {
    const value = `${prefix}-probe${n}`;
    const [m, b] = await Promise.all([s.setMatchName(value), s.setTitle(value)]);
    probes.push({ value, match: m.status === 200, title: b.status === 200 });
    if (m.status === 200 && b.status === 200) {
      await within(Math.max(0, Math.min(PROBE_WAIT_MS, deadline - now())), () =>
        targets.every((tg) => deliveredAt(tg, value)),
      );
    } else {
      await sleep(ATTEMPT_EVERY_MS);
    }
    const last = probes.slice(-PROBE_STREAK);
    if (
      last.length === PROBE_STREAK &&
      last.every((p) => p.match && p.title && targets.every((tg) => deliveredAt(tg, p.value)))
    )
      break;
  }
  return targets.map((target) => {
    const sent = probes.filter((p) => p[target.ok]);
    let at = null;
    for (let i = sent.length - 1; i >= 0; i--) {
      const delivered = deliveredAt(target, sent[i].value);
      if (delivered === null) break;
      at = delivered;
    }
    const got = sent.filter((p) => deliveredAt(target, p.value) !== null).length;
    return { label: target.label, at, sent: sent.length, got };
  });
}

// ---- the stack under test ----------------------------------------------------------------------------------------
/** Private NATS + Postgres + stack, the demo users, a match the organiser may edit, and cleanup on every path. */
async function setUp(t) {
  testSignal = t.signal;
  const env = await startOutageStack({ env: STACK_ENV, readyTimeoutMs: STACK_READY_TIMEOUT_MS });
  const cleanup = [];
  const close = async () => {
    for (const fn of cleanup.reverse())
      await Promise.resolve()
        .then(fn)
        .catch(() => {});
    await env.close();
  };
  t.after(close);
  const { stack } = env;
  const users = await demoUsers(stack);
  const { body } = await things(stack, ['special:upcoming-matches', 'special:live-matches']);
  const live = body.find((r) => r.__id === 'special:live-matches')?.matches?.[0];
  const match = body
    .find((r) => r.__id === 'special:upcoming-matches')
    ?.matches?.find((m) => m !== live);
  assert.ok(match, 'the demo season has an upcoming match');
  const organiser = users.byRole('organiser')[0];
  const producer = users.byRole('producer')[0];
  assert.ok(organiser && producer, 'the demo season has an organiser and a producer');
  const tag = `rec${Math.random().toString(36).slice(2, 8)}`;
  return {
    ...env,
    close,
    onClose: (fn) => cleanup.push(fn),
    match,
    ids: [match, 'broadcast-main'],
    tag,
    setMatchName: (value) =>
      act(
        stack,
        'update-match-data',
        { matchID: match, updatedData: { custom_name: value } },
        organiser.token,
      ),
    setTitle: (value) => act(stack, 'update-broadcast', { title: value }, producer.token),
  };
}

/** Both actions work and reach both replicas before anything is broken (else the test measures nothing). */
async function baseline(s, clients) {
  const value = `${s.tag}-baseline`;
  const [m, b] = await Promise.all([s.setMatchName(value), s.setTitle(value)]);
  assert.equal(m.status, 200, `baseline update-match-data: ${JSON.stringify(m.body)}`);
  assert.equal(b.status, 200, `baseline update-broadcast: ${JSON.stringify(b.body)}`);
  for (const client of clients) {
    const gotMatch = await firstUpdate(client, s.match, (d) => d.custom_name === value, 0, 10_000);
    const gotTitle = await firstUpdate(
      client,
      'broadcast-main',
      (d) => d.title === value,
      0,
      10_000,
    );
    assert.ok(gotMatch && gotTitle, `baseline: ${client.label} got the updates before the outage`);
  }
}

function closeClients(clients) {
  for (const c of clients) c.socket.close();
}

/** Fails with every missed bound at once (after the figures were printed). */
function assertBounds(violations, stale, dead) {
  const problems = [...violations];
  if (stale.length) problems.push(`stale subscribed records at the end: ${stale.join(' | ')}`);
  if (dead.length) problems.push(`processes died: ${dead.join(', ')}`);
  if (problems.length) assert.fail(`recovery bounds missed:\n  - ${problems.join('\n  - ')}`);
}

function check(violations, label, ms, bound, limitMs = MEASURE_LIMIT_MS) {
  if (ms === null || ms > bound)
    violations.push(`${label}: ${fmt(ms, limitMs)} (bound ${bound}ms)`);
}

// ---- the tests -----------------------------------------------------------------------------------------------------
test(
  'a. nats-server SIGKILL, back after 2 s: actions and both replicas deliver within 2 s; /health follows',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const s = await setUp(t);
    const { stack, nats } = s;
    const clients = await subscribeReplicas(stack, s.ids);
    s.onClose(() => closeClients(clients));
    await baseline(s, clients);

    const health = watchHealth(stack.healthUrls());
    s.onClose(() => health.stop());
    await sleep(200);
    const downAt = await nats.kill('SIGKILL');
    await sleep(NATS_OUTAGE_MS);
    const restartAt = now();
    const backAt = await nats.restart();

    const prefix = `${s.tag}-a`;
    const [matchRun, titleRun] = await Promise.all([
      firstSuccess((n) => s.setMatchName(`${prefix}-${n}`), MEASURE_LIMIT_MS),
      firstSuccess((n) => s.setTitle(`${prefix}-${n}`), MEASURE_LIMIT_MS),
    ]);
    const streams = await probeDelivery(
      s,
      clients,
      prefix,
      Math.max(0, backAt + MEASURE_LIMIT_MS - now()),
    );
    const deliveries = clients.flatMap((c) => [
      loggedUpdate(c, s.match, (d) => String(d.custom_name).startsWith(prefix), backAt),
      loggedUpdate(c, 'broadcast-main', (d) => String(d.title).startsWith(prefix), backAt),
    ]);
    const names = Object.keys(stack.healthUrls());
    const readyAt = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await health.waitReady(n, backAt, 5000)])),
    );
    const downStatuses = Object.fromEntries(
      names.map((n) => [n, health.statusesBetween(n, downAt + 300, restartAt)]),
    );
    await health.stop();
    const stale = await staleRecords(stack, clients);

    const violations = [];
    const figures = [
      `match action ${fmt(since(matchRun.first?.at, backAt))} [${countStatuses(matchRun.results)}]`,
      `broadcast action ${fmt(since(titleRun.first?.at, backAt))} [${countStatuses(titleRun.results)}]`,
    ];
    check(
      violations,
      'NATS back → first update-match-data 200',
      since(matchRun.first?.at, backAt),
      RECOVERY_BOUND_MS,
    );
    check(
      violations,
      'NATS back → first update-broadcast 200',
      since(titleRun.first?.at, backAt),
      RECOVERY_BOUND_MS,
    );
    clients.forEach((c, i) => {
      const [m, b] = [deliveries[2 * i], deliveries[2 * i + 1]];
      figures.push(
        `${c.label} first data_update match ${fmt(since(m, backAt))} broadcast-main ${fmt(since(b, backAt))}`,
      );
    });
    for (const st of streams) {
      check(
        violations,
        `NATS back → ${st.label} delivers every change again`,
        since(st.at, backAt),
        RECOVERY_BOUND_MS,
      );
    }
    figures.push(
      `delivers every change again ${streams.map((st) => `${st.label} ${fmt(since(st.at, backAt))} (${st.got}/${st.sent} probes)`).join(', ')}`,
    );
    const healthFig = names.map((n) => {
      const down = downStatuses[n];
      const saidNotReady = down.includes(503);
      if (!saidNotReady)
        violations.push(
          `${n} /health never answered 503 while NATS was down (answered ${[...new Set(down)].join(',') || 'nothing'})`,
        );
      check(
        violations,
        `NATS back → ${n} /health 200`,
        since(readyAt[n], backAt),
        HEALTH_READY_BOUND_MS,
      );
      return `${n} down:${[...new Set(down)].join('/') || '-'} ready+${fmt(since(readyAt[n], backAt))}`;
    });
    figures.push(`health ${healthFig.join(', ')}`);
    t.diagnostic(
      `recovery a (NATS SIGKILL ${NATS_OUTAGE_MS}ms, restart took ${Math.round(backAt - restartAt)}ms): ${figures.join('; ')}`,
    );
    assertBounds(violations, stale, stack.deadChildren());
  },
);

test(
  'b. outbox rows committed while NATS is away are published within 1 s of the services reconnecting',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const s = await setUp(t);
    const { stack, nats } = s;
    const clients = await subscribeReplicas(stack, s.ids);
    s.onClose(() => closeClients(clients));
    await baseline(s, clients);

    // The test's own subscriber on the record stream's subject: sees the relay's JetStream publish as it happens.
    const { connect } = await import('@nats-io/transport-node');
    const nc = await connect({
      servers: nats.url,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 20,
      reconnectJitter: 0,
    });
    s.onClose(() => nc.close());
    const published = [];
    const sub = nc.subscribe(`${stack.natsPrefix}.record.evt.changed.v1`);
    void (async () => {
      for await (const m of sub) {
        try {
          published.push({ at: now(), ...m.json() });
        } catch {
          // not a record change
        }
      }
    })();

    const db = new pg.Client({ connectionString: stack.db.url });
    await db.connect();
    s.onClose(() => db.end());
    db.on('error', () => {});
    const [{ has_crew: hasCrew }] = (
      await db.query(
        `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = 'match' AND table_name = 'outbox' AND column_name = 'crew') AS has_crew`,
      )
    ).rows;

    const health = watchHealth(stack.healthUrls());
    s.onClose(() => health.stop());
    await sleep(200);
    const downAt = await nats.kill('SIGKILL');
    await sleep(500); // the services have noticed
    // A committed change, exactly as RecordStore.write leaves it: the read model row with a new version, and its
    // outbox row, in one statement.
    const value = `${s.tag}-b-outbox`;
    const crewCols = hasCrew ? ', crew' : '';
    const committed = await db.query(
      `WITH up AS (
       UPDATE "match".records SET data = jsonb_set(data, '{custom_name}', to_jsonb($2::text)),
         version = nextval('"match".record_version'), updated_at = now()
       WHERE id = $1 RETURNING id, data, version${crewCols}
     )
     INSERT INTO "match".outbox (record_id, data, version${crewCols}) SELECT id, data, version${crewCols} FROM up
     RETURNING id`,
      [s.match, value],
    );
    const committedAt = now();
    assert.equal(committed.rowCount, 1, 'the outbox row was written');
    const outboxId = committed.rows[0].id;
    await sleep(Math.max(0, NATS_OUTAGE_MS - (now() - downAt)));
    const backAt = await nats.restart();

    const isOurs = (d) => d?.custom_name === value;
    // When the relay published the row: published_at is set in the transaction that published it (now() = its
    // start, this machine's clock); the test's own subscriber sees the publish too when it reconnected in time.
    const publishedAtOf = async () => {
      const { rows } = await db.query(
        `SELECT (extract(epoch FROM published_at) * 1000)::float8 AS ms FROM "match".outbox WHERE id = $1`,
        [outboxId],
      );
      return rows[0]?.ms ? rows[0].ms - performance.timeOrigin : null;
    };
    const [markedAt, ...delivered] = await Promise.all([
      within(MEASURE_LIMIT_MS, publishedAtOf),
      ...clients.map((c) => firstUpdate(c, s.match, isOurs, backAt, MEASURE_LIMIT_MS)),
    ]);
    const seenAt = published.find((p) => p.id === s.match && isOurs(p.data))?.at ?? null;
    const names = ['match-svc', ...stack.realtimeLabels];
    const readyAt = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await health.waitReady(n, backAt, 5000)])),
    );
    await health.stop();
    const servicesBackAt = names.some((n) => readyAt[n] === null)
      ? null
      : Math.max(...names.map((n) => readyAt[n]));
    const stale = await staleRecords(stack, clients);

    const violations = [];
    check(
      violations,
      'match-svc reconnected → outbox row published',
      since(markedAt, readyAt['match-svc']),
      RELAY_BOUND_MS,
    );
    check(
      violations,
      'NATS back → outbox row published',
      since(markedAt, backAt),
      RECOVERY_BOUND_MS,
    );
    const figures = [
      `services reconnected (health 200) ${names.map((n) => `${n}+${fmt(since(readyAt[n], backAt))}`).join(' ')}`,
      `relay published NATS-back+${fmt(since(markedAt, backAt))} match-svc-reconnect+${fmt(since(markedAt, readyAt['match-svc']))}` +
        ` (test subscriber saw it NATS-back+${seenAt === null ? 'missed' : fmt(since(seenAt, backAt))})`,
    ];
    clients.forEach((c, i) => {
      figures.push(
        `${c.label} data_update NATS-back+${fmt(since(delivered[i], backAt))} services-reconnected+${fmt(since(delivered[i], servicesBackAt))} absolute(commit→socket) ${fmt(since(delivered[i], committedAt))}`,
      );
      check(
        violations,
        `services reconnected → ${c.label} data_update`,
        since(delivered[i], servicesBackAt),
        RELAY_BOUND_MS,
      );
      check(
        violations,
        `NATS back → ${c.label} data_update`,
        since(delivered[i], backAt),
        RECOVERY_BOUND_MS,
      );
    });
    t.diagnostic(
      `recovery b (outbox across NATS SIGKILL ${NATS_OUTAGE_MS}ms, committed NATS-down+${Math.round(committedAt - downAt)}ms): ${figures.join('; ')}`,
    );
    assertBounds(violations, stale, stack.deadChildren());
  },
);

for (const mode of PG_STOP_MODES) {
  test(
    `c. Postgres stopped (${mode}) for 3 s: coded 503s meanwhile, never 500; back within 2 s`,
    { timeout: TEST_TIMEOUT_MS },
    (t) => postgresOutage(t, mode),
  );
}

async function postgresOutage(t, mode) {
  const s = await setUp(t);
  const { stack, postgres } = s;
  const clients = await subscribeReplicas(stack, s.ids);
  s.onClose(() => closeClients(clients));
  await baseline(s, clients);

  const health = watchHealth(stack.healthUrls());
  s.onClose(() => health.stop());
  // Load through the whole outage: an action and a /things read every ATTEMPT_EVERY_MS (each with its own value).
  const prefix = `${s.tag}-c`;
  const calls = [];
  let loading = true;
  let inFlight = 0;
  const load = (async () => {
    const pending = new Set();
    for (let n = 0; loading && !cancelled(); n++) {
      if (inFlight < 2 * MAX_IN_FLIGHT) {
        for (const [kind, send] of [
          ['action', () => s.setMatchName(`${prefix}-${n}`)],
          ['things', () => things(stack, s.ids)],
        ]) {
          inFlight += 1;
          const p = send().then((r) => {
            inFlight -= 1;
            calls.push({ kind, ...r });
          });
          pending.add(p);
          p.finally(() => pending.delete(p));
        }
      }
      await sleep(ATTEMPT_EVERY_MS);
    }
    await Promise.all(pending);
  })();
  s.onClose(async () => {
    loading = false;
    await load;
  });

  await sleep(300);
  const downAt = await postgres.stop({ mode });
  await sleep(PG_OUTAGE_MS);
  const startAt = now();
  const backAt = await postgres.start();
  const firstOk = await within(
    MEASURE_LIMIT_MS,
    () =>
      calls
        .filter((c) => c.kind === 'action' && c.status === 200 && c.at >= backAt)
        .sort((a, b) => a.at - b.at)[0],
  );
  loading = false;
  await load;
  const streams = await probeDelivery(
    s,
    clients,
    prefix,
    Math.max(0, backAt + MEASURE_LIMIT_MS - now()),
  );
  const delivered = clients.map((c) =>
    loggedUpdate(c, s.match, (d) => String(d.custom_name).startsWith(prefix), backAt),
  );
  const names = Object.keys(stack.healthUrls());
  const dbServices = ['auth-svc', 'match-svc', 'broadcast-svc', 'gateway'];
  const readyAt = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await health.waitReady(n, backAt, 5000)])),
  );
  const downStatuses = Object.fromEntries(
    names.map((n) => [n, health.statusesBetween(n, downAt + 1500, startAt)]),
  );
  await health.stop();
  const stale = await staleRecords(stack, clients);

  const violations = [];
  const during = calls.filter((c) => c.sentAt >= downAt && c.at <= startAt);
  const around = calls.filter((c) => !(c.sentAt >= downAt && c.at <= startAt));
  const byKind = (list, kind) => list.filter((c) => c.kind === kind);
  const fives = calls.filter((c) => c.status >= 500 && c.status !== 503);
  if (fives.length)
    violations.push(`${fives.length} answers were 5xx other than 503: ${countStatuses(fives)}`);
  const badDuring = during.filter((c) =>
    c.kind === 'action'
      ? !(c.status === 503 && c.body?.code === 'UNAVAILABLE')
      : !(c.status === 503 && c.body?.error === true),
  );
  if (badDuring.length)
    violations.push(
      `${badDuring.length} of ${during.length} answers during the outage were not a coded 503: ${countStatuses(badDuring)}`,
    );
  if (during.length === 0)
    violations.push('no request completed during the outage (nothing measured)');
  check(
    violations,
    'Postgres back → first update-match-data 200',
    since(firstOk?.at, backAt),
    RECOVERY_BOUND_MS,
  );
  for (const st of streams) {
    check(
      violations,
      `Postgres back → ${st.label} delivers every change again`,
      since(st.at, backAt),
      RECOVERY_BOUND_MS,
    );
  }
  const healthFig = names.map((n) => {
    const down = downStatuses[n];
    if (dbServices.includes(n) && !down.includes(503)) {
      violations.push(
        `${n} /health never answered 503 while Postgres was down (answered ${[...new Set(down)].join(',') || 'nothing'})`,
      );
    }
    check(
      violations,
      `Postgres back → ${n} /health 200`,
      since(readyAt[n], backAt),
      HEALTH_READY_BOUND_MS,
    );
    return `${n} down:${[...new Set(down)].join('/') || '-'} ready+${fmt(since(readyAt[n], backAt))}`;
  });
  const slowest503 = Math.max(0, ...during.map((c) => c.at - c.sentAt));
  t.diagnostic(
    `recovery c-${mode} (Postgres ${mode} stop ${PG_OUTAGE_MS}ms, start took ${Math.round(backAt - startAt)}ms): ` +
      `during outage actions [${countStatuses(byKind(during, 'action'))}] things [${countStatuses(byKind(during, 'things'))}] (slowest answer ${Math.round(slowest503)}ms); ` +
      `around it actions [${countStatuses(byKind(around, 'action'))}] things [${countStatuses(byKind(around, 'things'))}]; ` +
      `first action 200 ${fmt(since(firstOk?.at, backAt))}; ` +
      clients
        .map((c, i) => `${c.label} first data_update ${fmt(since(delivered[i], backAt))}`)
        .join(' ') +
      `; delivers every change again ${streams.map((st) => `${st.label} ${fmt(since(st.at, backAt))} (${st.got}/${st.sent} probes)`).join(', ')}` +
      `; health ${healthFig.join(', ')}`,
  );
  assertBounds(violations, stale, stack.deadChildren());
}

test(
  'd. a restarted realtime replica sends current data at once to a socket that subscribes',
  { timeout: TEST_TIMEOUT_MS },
  async (t) => {
    const s = await setUp(t);
    const { stack } = s;
    const clients = await subscribeReplicas(stack, s.ids);
    s.onClose(() => closeClients(clients));
    await baseline(s, clients);
    const [first, second] = clients;
    const label = stack.realtimeLabels[0];

    await stack.stopChild(label, 'SIGKILL');
    const value = `${s.tag}-d-while-down`;
    const [m, b] = await Promise.all([s.setMatchName(value), s.setTitle(value)]);
    assert.equal(
      m.status,
      200,
      `update-match-data while ${label} is down: ${JSON.stringify(m.body)}`,
    );
    assert.equal(
      b.status,
      200,
      `update-broadcast while ${label} is down: ${JSON.stringify(b.body)}`,
    );
    const otherGot = await firstUpdate(second, s.match, (d) => d.custom_name === value, 0, 10_000);
    assert.ok(otherGot, `${second.label} (still up) got the change`);

    const restartAt = now();
    await stack.restart(label);
    const upAt = await within(30_000, async () => {
      try {
        const res = await fetch(stack.healthUrls()[label], { signal: AbortSignal.timeout(1000) });
        return res.status === 200 ? now() : null;
      } catch {
        return null;
      }
    });
    assert.ok(upAt, `${label} is ready again within 30 s`);
    // No write from here on: what the sockets get is the current data the replica reads itself.
    const fresh = connectSocket(stack.socketUrls[0]);
    fresh.label = `${label}-new-socket`;
    fresh.ids = s.ids;
    fresh.snapshot = [];
    s.onClose(() => fresh.socket.close());
    await connected(fresh.socket);
    const subscribedAt = now();
    fresh.socket.emit('subscribe-multiple', s.ids);
    const isCurrent = {
      [s.match]: (d) => d.custom_name === value,
      'broadcast-main': (d) => d.title === value,
    };
    const [freshMatch, freshTitle] = await Promise.all(
      s.ids.map((id) => firstUpdate(fresh, id, isCurrent[id], subscribedAt, SNAPSHOT_WAIT_MS)),
    );
    // The socket that was on the killed replica reconnects by itself and re-subscribes (as the web client does).
    const reconnectAt = await within(10_000, () => first.connects.find((at) => at > restartAt));
    const [oldMatch, oldTitle] = await Promise.all(
      s.ids.map((id) =>
        firstUpdate(
          first,
          id,
          isCurrent[id],
          reconnectAt ?? Infinity,
          reconnectAt ? SNAPSHOT_WAIT_MS : 0,
        ),
      ),
    );
    const stale = await staleRecords(stack, [fresh, first, second]);

    const violations = [];
    check(
      violations,
      'new socket: subscribe-multiple → current match',
      since(freshMatch, subscribedAt),
      SNAPSHOT_BOUND_MS,
      SNAPSHOT_WAIT_MS,
    );
    check(
      violations,
      'new socket: subscribe-multiple → current broadcast-main',
      since(freshTitle, subscribedAt),
      SNAPSHOT_BOUND_MS,
      SNAPSHOT_WAIT_MS,
    );
    check(
      violations,
      'reconnected socket: re-subscribe → current match',
      since(oldMatch, reconnectAt),
      SNAPSHOT_BOUND_MS,
      SNAPSHOT_WAIT_MS,
    );
    check(
      violations,
      'reconnected socket: re-subscribe → current broadcast-main',
      since(oldTitle, reconnectAt),
      SNAPSHOT_BOUND_MS,
      SNAPSHOT_WAIT_MS,
    );
    t.diagnostic(
      `recovery d (${label} SIGKILL, change while down, restart ready in ${Math.round(upAt - restartAt)}ms): ` +
        `new socket subscribe-multiple → match ${fmt(since(freshMatch, subscribedAt), SNAPSHOT_WAIT_MS)} broadcast-main ${fmt(since(freshTitle, subscribedAt), SNAPSHOT_WAIT_MS)}; ` +
        `old socket reconnected +${fmt(since(reconnectAt, upAt), SNAPSHOT_WAIT_MS)} after ready → match ${fmt(since(oldMatch, reconnectAt), SNAPSHOT_WAIT_MS)} broadcast-main ${fmt(since(oldTitle, reconnectAt), SNAPSHOT_WAIT_MS)}`,
    );
    assertBounds(violations, stale, stack.deadChildren());
  },
);
