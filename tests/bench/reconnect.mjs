#!/usr/bin/env node
// bench:reconnect (issue 14 B3): the reconnect avalanche. N clients × 20 subscriptions on one realtime replica,
// open-loop updates of a hot match continuing throughout; at --kill-at s the socket server is SIGKILLed and started
// again 2 s later. Measured from the kill: the time until 95 % and 100 % of the dropped sockets are resubscribed
// (their snapshot of the hot record arrived after the reconnect), and after recovery how many sockets still hold a
// stale version of the hot record (target 0). The baseline, in the same run with the same clients, is a bare
// Socket.IO server with the same handler, fed from outside its process like realtime-svc (reconnect-bare-server.mjs:
// Postgres rows + LISTEN/NOTIFY from the writer). Rounds interleave ours and bare. Target: p95 recovery ≤ 1.2× bare.
// Usage: node tests/bench/reconnect.mjs [--clients 5000] [--subscriptions 20] [--rate 20] [--kill-at 60]
//        [--down 2] [--rounds 3] [--json out.json]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../../tools/stack.mjs';
import { fmt, helper, load, median, nowMs, sleep, waitOk } from './bench-kit.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '5000' },
    subscriptions: { type: 'string', default: '20' },
    rate: { type: 'string', default: '20' },
    'kill-at': { type: 'string', default: '60' },
    down: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
const N = Number(args.clients);
const SUBSCRIPTIONS = Number(args.subscriptions);
const RATE = Number(args.rate);
const KILL_AT_S = Number(args['kill-at']);
const DOWN_S = Number(args.down);
const ROUNDS = Number(args.rounds);
const RECOVERY_TIMEOUT_MS = 90_000;
const TARGET_P95_RATIO = 1.2;
const TABLE = 'reconnect_bare_records';
const CHANNEL = 'reconnect_bare';
const say = (line) => console.log(`[reconnect] ${line}`);

// The limits an operator raises for one replica taking thousands of sockets back at once (env, as in production).
const LIMITS_ENV = {
  SOCKET_CONNECTIONS_PER_ADDRESS: String(Math.max(100, N)),
  SOCKET_HANDSHAKES_PER_MINUTE: String(Math.max(120, N * 4)),
  MAX_SUBSCRIPTIONS_PER_SOCKET: String(Math.max(SUBSCRIPTIONS, 100)),
  SUBSCRIBE_RATE_LIMIT_BURST: String(Math.max(5000, N * SUBSCRIPTIONS * 2)),
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: String(Math.max(1000, N * SUBSCRIPTIONS)),
  ACTION_RATE_LIMIT_BURST: String(Math.max(60, RATE * 10)),
  ACTION_RATE_LIMIT_PER_SECOND: String(Math.max(30, RATE * 2)),
  THINGS_RATE_LIMIT_BURST: '1000',
  THINGS_RATE_LIMIT_PER_SECOND: '1000',
};

const helpers = await import(pathToFileURL(path.join(ROOT, 'tests/stack/stack-helpers.mjs')).href);
say(
  `${N} clients × ${SUBSCRIPTIONS} ids, ${RATE} updates/s, kill at ${KILL_AT_S} s, down ${DOWN_S} s; load ${load()}`,
);
const stack = await helpers.startTestStack({ realtimeReplicas: 1, env: LIMITS_ENV });
const clients = helper('reconnect-clients.mjs');
await clients.next('ready');
const pool = new pg.Pool({ connectionString: stack.db.url, max: 4 });
const results = [];

/** The ids a page would hold: the hot match (the last upcoming one), other matches, teams and players. */
async function world() {
  const [players, teams, upcoming] = (
    await helpers.things(stack.base, [
      'special:players',
      'special:teams',
      'special:upcoming-matches',
    ])
  ).body;
  const hotId = upcoming.matches.at(-1);
  const ids = [
    ...new Set([
      hotId,
      ...upcoming.matches,
      ...teams.teams.map((t) => t.id),
      ...players.players.map((p) => p.id),
    ]),
  ].slice(0, SUBSCRIPTIONS);
  const [hotRecord] = (await helpers.things(stack.base, [hotId])).body;
  const token = (await helpers.demoUsers(stack)).byRole('organiser')[0].token;
  return { hotId, ids, hotRecord, token };
}

/** Open-loop writes: write(seq) is due at start + seq / RATE; answers the last seq whose write succeeded. */
function openLoop(write) {
  let timer = null;
  let seq = 0;
  let lastOk = -1;
  const inflight = new Set();
  return {
    start() {
      const startAt = nowMs() + 50;
      const tick = () => {
        const mine = seq++;
        const p = write(mine)
          .then((ok) => {
            if (ok) lastOk = Math.max(lastOk, mine);
          })
          .catch(() => undefined)
          .finally(() => inflight.delete(p));
        inflight.add(p);
        timer = setTimeout(tick, Math.max(0, startAt + seq * (1000 / RATE) - nowMs()));
      };
      timer = setTimeout(tick, Math.max(0, startAt - nowMs()));
    },
    async stop() {
      clearTimeout(timer);
      await Promise.all([...inflight]);
      return { sent: seq, lastOk };
    },
  };
}

async function round(which, w, roundNo) {
  let server;
  let url;
  let kill;
  let restart;
  let writer;
  if (which === 'ours') {
    const label = [...stack.children.keys()].find((l) => l.startsWith('realtime-svc'));
    await stack.restart(label);
    await waitOk(`http://127.0.0.1:${stack.realtimePorts[0]}/health`);
    [url] = await helpers.browserSocketUrls(stack.base);
    kill = () => stack.stopChild(label, 'SIGKILL');
    restart = () => stack.restart(label);
    writer = openLoop(async (seq) => {
      const res = await helpers.action(
        stack.base,
        'update-match-data',
        { matchID: w.hotId, updatedData: { custom_name: `reconnect ${seq}` } },
        w.token,
      );
      return res.status === 200;
    });
  } else {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (id text PRIMARY KEY, data jsonb NOT NULL)`,
    );
    await pool.query(
      `INSERT INTO ${TABLE} (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = $2`,
      [w.hotId, { ...w.hotRecord, custom_name: 'reconnect -1' }],
    );
    const port = await freePort();
    const env = {
      REALTIME_APP_DIR: path.join(ROOT, 'apps/realtime-svc'),
      BARE_DATABASE_URL: stack.db.url,
      BARE_PORT: String(port),
    };
    const startBare = async () => {
      server = helper('reconnect-bare-server.mjs', env);
      await server.next('listening');
    };
    await startBare();
    url = `http://127.0.0.1:${port}`;
    kill = async () => {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;
    };
    restart = startBare;
    writer = openLoop(async (seq) => {
      await pool.query(
        `WITH u AS (UPDATE ${TABLE} SET data = jsonb_set(data, '{custom_name}', to_jsonb($2::text)) WHERE id = $1
           RETURNING id, data)
         SELECT pg_notify('${CHANNEL}', json_build_object('id', u.id, 'data', u.data)::text) FROM u`,
        [w.hotId, `reconnect ${seq}`],
      );
      return true;
    });
  }
  const connected = await clients.ask(
    { type: 'connect', url, count: N, ids: w.ids, hotId: w.hotId },
    'connected',
  );
  say(
    `round ${roundNo} ${which}: ${connected.connected}/${N} connected (${connected.failures} failed)`,
  );
  writer.start();
  await sleep(KILL_AT_S * 1000);
  const killedAt = nowMs();
  await kill();
  await clients.ask({ type: 'killed', at: killedAt }, 'noted');
  await sleep(Math.max(0, killedAt + DOWN_S * 1000 - nowMs()));
  await restart();
  const deadline = killedAt + RECOVERY_TIMEOUT_MS;
  for (;;) {
    const p = await clients.ask({ type: 'progress' }, 'progress');
    if ((p.dropped > 0 && p.back >= p.dropped) || nowMs() > deadline) break;
    await sleep(100);
  }
  await sleep(5000); // updates keep coming after recovery
  const { sent, lastOk } = await writer.stop();
  await sleep(3000); // the last writes reach every socket
  const report = await clients.ask({ type: 'report', finalSeq: lastOk }, 'report');
  await clients.ask({ type: 'disconnect' }, 'disconnected');
  if (which === 'bare') await server.exit();
  const row = { which, round: roundNo, sent, lastOk, ...report };
  say(
    `round ${roundNo} ${which}: ${report.back}/${report.dropped} dropped sockets resubscribed; 95 % in ` +
      `${fmt(report.p95Ms)} ms, 100 % in ${fmt(report.p100Ms)} ms; ${report.stale} stale after recovery`,
  );
  return row;
}

try {
  const w = await world();
  for (let r = 1; r <= ROUNDS; r++)
    for (const which of r % 2 ? ['ours', 'bare'] : ['bare', 'ours'])
      results.push(await round(which, w, r));
} finally {
  await clients.exit();
  await pool.end();
  await stack.close();
}

const of = (which, key) => median(results.filter((r) => r.which === which).map((r) => r[key]));
const ratios = [];
for (let r = 1; r <= ROUNDS; r++) {
  const ours = results.find((x) => x.which === 'ours' && x.round === r);
  const bare = results.find((x) => x.which === 'bare' && x.round === r);
  if (ours && bare) ratios.push(ours.p95Ms / bare.p95Ms);
}
const ratio = median(ratios);
const stale = results.filter((r) => r.which === 'ours').reduce((n, r) => n + r.stale, 0);
console.log(
  `\nReconnect avalanche, ${N} clients × ${SUBSCRIPTIONS} ids (median of ${ROUNDS} rounds):`,
);
console.log(
  `  ours: 95 % back in ${fmt(of('ours', 'p95Ms'))} ms, 100 % in ${fmt(of('ours', 'p100Ms'))} ms`,
);
console.log(
  `  bare: 95 % back in ${fmt(of('bare', 'p95Ms'))} ms, 100 % in ${fmt(of('bare', 'p100Ms'))} ms`,
);
console.log(
  `  ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_P95_RATIO}×): ${ratio <= TARGET_P95_RATIO ? 'met' : 'MISSED'}; ` +
    `stale after recovery: ${stale} (target 0): ${stale === 0 ? 'met' : 'MISSED'}`,
);
if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify(
      { targets: { p95Ratio: TARGET_P95_RATIO, stale: 0 }, results, ratio, stale },
      null,
      2,
    ),
  );
