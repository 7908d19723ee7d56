#!/usr/bin/env node
// bench:fanout (issue 11 item 1): N sockets × 20 subscriptions in their own process, open-loop updates to one hot
// match at a fixed rate, delivery latency from each update's intended send time, against a bare Socket.IO server
// doing the same write and emit with the same client process, in interleaved rounds. Paths:
//   bare    a plain Socket.IO server (fanout-bare-server.mjs): the update is written and emitted at its due time
//   direct  what the browser does now: GET /config.json names the realtime replicas, sockets go straight to them;
//           updates are real update-match-data actions through the gateway, match-svc, NATS and realtime-svc
//   proxy   the same through the gateway's old Node proxy (/socket.io on the gateway) of a tree before issue 11
//           (--before <tree>, e.g. a worktree of 3964dd0)
// Every round starts each path's socket-serving processes afresh (memory per socket = their RSS growth from
// connecting and subscribing the N sockets). See tests/bench/README.md "bench:fanout".
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  cpuSeconds,
  fmt,
  helper,
  load,
  machineTicks,
  median,
  nowMs,
  sleep,
  sumCpu,
  sumRss,
  waitOk,
} from './bench-kit.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: process.env.FANOUT_SOCKETS ?? '2000' },
    rate: { type: 'string', default: process.env.FANOUT_RATE ?? '20' },
    duration: { type: 'string', default: process.env.FANOUT_DURATION ?? '20' },
    warmup: { type: 'string', default: '5' },
    subscriptions: { type: 'string', default: '20' },
    rounds: { type: 'string', default: process.env.FANOUT_ROUNDS ?? '2' },
    paths: { type: 'string' },
    after: {
      type: 'string',
      default: process.env.CASTLINE_AFTER_TREE ?? path.resolve(HERE, '../..'),
    },
    before: { type: 'string', default: process.env.CASTLINE_BEFORE_TREE },
    transport: { type: 'string', default: 'websocket' },
    // Bare Socket.IO server processes (sockets split over them as over the realtime replicas): as many as the
    // replicas by default, so both sides have the same processes, cores and sockets per process.
    'bare-processes': { type: 'string', default: '2' },
    // The bare server's write of each update: `db` (an UPDATE … RETURNING of the record's row in the stack's
    // Postgres, then the emit of what was written) or `memory`.
    'bare-write': { type: 'string', default: 'db' },
    // Niceness of the sockets' process (the load generator), the same for every path. The rule of both benches: the
    // generator runs at the viewer replicas' niceness (0 here: no production replica, nobody niced). Measured with
    // 10: both paths slower and ours more (its extra processes outrank the starved generator), so 0 it is.
    'clients-nice': { type: 'string', default: '0' },
    json: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const N = Number(args.sockets);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const SUBSCRIPTIONS = Number(args.subscriptions);
const ROUNDS = Number(args.rounds);
const BARE_PROCESSES = Number(args['bare-processes']);
/** Seconds of actions at RATE sent through each stack before the first round (not measured). */
const WARMUP_WRITES_S = 10;
const AFTER = path.resolve(args.after);
const BEFORE = args.before ? path.resolve(args.before) : null;
const PATHS = (args.paths ?? (BEFORE ? 'bare,direct,proxy' : 'bare,direct'))
  .split(',')
  .map((p) => p.trim());
for (const p of PATHS) {
  if (!['bare', 'direct', 'proxy'].includes(p))
    throw new Error(`unknown path ${p} (bare, direct, proxy)`);
}
if (!['db', 'memory'].includes(args['bare-write']))
  throw new Error(`--bare-write is db or memory, not ${args['bare-write']}`);
if (PATHS.includes('proxy') && !BEFORE)
  throw new Error('the proxy path needs --before <tree> (a built checkout with the gateway proxy)');
for (const tree of [AFTER, BEFORE].filter(Boolean)) {
  if (!existsSync(path.join(tree, 'apps/realtime-svc/dist/main.js')))
    throw new Error(`${tree} is not built (run npm install and node tools/build.mjs there)`);
}
/** Targets of issue 11 item 1 for the direct path against bare. */
const TARGETS = { p99: 1.25, memory: 1.2 };

const say = (line) => console.log(`[fanout] ${line}`);
// The limits an operator raises for one host with thousands of sockets, through env as in production:
// realtime-svc's per-address caps (100 open sockets, 120 new per minute), its subscribe rate (the 20-id
// subscribe-multiple of every socket counts 20 ids) and the gateway's action rate for the one publishing client.
const LIMITS_ENV = {
  SOCKET_CONNECTIONS_PER_ADDRESS: String(Math.max(100, N)),
  SOCKET_HANDSHAKES_PER_MINUTE: String(Math.max(120, N * 2)),
  MAX_SUBSCRIPTIONS_PER_SOCKET: String(Math.max(SUBSCRIPTIONS, 100)),
  SUBSCRIBE_RATE_LIMIT_BURST: String(Math.max(5000, N * SUBSCRIPTIONS)),
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: String(Math.max(1000, N * SUBSCRIPTIONS)),
  ACTION_RATE_LIMIT_BURST: String(Math.max(60, RATE * 10)),
  ACTION_RATE_LIMIT_PER_SECOND: String(Math.max(30, RATE * 2)),
  THINGS_RATE_LIMIT_BURST: '1000',
  THINGS_RATE_LIMIT_PER_SECOND: '1000',
};

/** One tree's whole stack (its own tools/stack.mjs and stack helpers) and the workload ids on it. */
async function startTree(tree, label) {
  const helpers = await import(
    pathToFileURL(path.join(tree, 'tests/stack/stack-helpers.mjs')).href
  );
  say(`${label}: starting the stack of ${tree}`);
  const stack = await helpers.startTestStack({ realtimeReplicas: 2, env: LIMITS_ENV });
  // The ids a page would hold: the hot match (the last upcoming one), other matches, teams and players.
  const [players, teams, upcoming, events] = (
    await helpers.things(stack.base, [
      'special:players',
      'special:teams',
      'special:upcoming-matches',
      'special:public-events',
    ])
  ).body;
  const hotId = upcoming.matches.at(-1);
  const matchIds = (await helpers.things(stack.base, events.events)).body.flatMap(
    (e) => e.matches ?? [],
  );
  const ids = [
    ...new Set([
      hotId,
      ...matchIds,
      ...teams.teams.map((t) => t.id),
      ...players.players.map((p) => p.id),
    ]),
  ].slice(0, SUBSCRIPTIONS);
  const [hotRecord] = (await helpers.things(stack.base, [hotId])).body;
  const organiser = (await helpers.demoUsers(stack)).byRole('organiser')[0];
  const realtimeLabels = [...stack.children.keys()].filter((l) => l.startsWith('realtime-svc'));
  say(
    `${label}: hot match ${hotId}, ${ids.length} ids per socket, record ${JSON.stringify(hotRecord).length} B`,
  );
  return {
    tree,
    helpers,
    stack,
    hotId,
    ids,
    hotRecord,
    token: organiser.token,
    realtimeLabels,
    pid: (l) => stack.children.get(l).pid,
    /** Fresh socket-serving processes (memory measured from a clean start), then healthy again. */
    async restart(labels) {
      for (const l of labels) await stack.restart(l);
      for (const [i, l] of realtimeLabels.entries())
        if (labels.includes(l)) await waitOk(`http://127.0.0.1:${stack.realtimePorts[i]}/health`);
      await waitOk(`${stack.base}/health`);
    },
  };
}

/**
 * The real write path, open loop: update-match-data with custom_name "fanout <seq> <intended send time>" at
 * start + seq / RATE, whether or not earlier actions have answered.
 */
function actionPublisher(tree, hotId) {
  let timer = null;
  let sent = 0;
  let failed = 0;
  const inflight = new Set();
  return {
    start(startAt) {
      const interval = 1000 / RATE;
      let seq = 0;
      const tick = () => {
        const due = startAt + seq * interval;
        const p = tree.helpers
          .action(
            tree.stack.base,
            'update-match-data',
            { matchID: hotId, updatedData: { custom_name: `fanout ${seq} ${due.toFixed(3)}` } },
            tree.token,
          )
          .then(
            (res) => {
              if (res.status !== 200 && ++failed <= 3)
                say(`action answered ${res.status}: ${JSON.stringify(res.body)}`);
            },
            (error) => {
              if (++failed <= 3) say(`action failed: ${error.message}`);
            },
          )
          .finally(() => inflight.delete(p));
        inflight.add(p);
        sent++;
        seq++;
        timer = setTimeout(tick, Math.max(0, startAt + seq * interval - nowMs()));
      };
      timer = setTimeout(tick, Math.max(0, startAt - nowMs()));
    },
    async stop() {
      clearTimeout(timer);
      await Promise.all(inflight);
      return { sent, failed };
    },
  };
}

say(
  `${N} sockets × ${SUBSCRIPTIONS} subscriptions, ${RATE} updates/s to one hot match (${N * RATE} deliveries/s), ` +
    `${DURATION_S} s measured after ${WARMUP_S} s warm-up, ${ROUNDS} round(s) of ${PATHS.join(', ')} ` +
    `(2 realtime replicas, ${BARE_PROCESSES} bare server process(es) writing to ${args['bare-write'] === 'db' ? 'Postgres' : 'memory'}); ` +
    `the sockets' process at nice ${args['clients-nice']}; ${os.cpus().length} cores, load ${load()}`,
);
const after =
  PATHS.includes('direct') || PATHS.includes('bare') ? await startTree(AFTER, 'after') : null;
let before = null;
const clients = helper('fanout-clients.mjs');
const CLIENTS_NICE = Number(args['clients-nice']);
if (CLIENTS_NICE > 0) os.setPriority(clients.child.pid, CLIENTS_NICE);
const clientsReady = clients.next('ready');
// Ctrl-C / SIGTERM: stop the stacks (their processes and databases) before leaving.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the stacks`);
    clients.child.kill();
    Promise.allSettled([after?.stack.close(), before?.stack.close()]).then(() => process.exit(130));
  });
}
const results = [];
try {
  before = PATHS.includes('proxy') ? await startTree(BEFORE, 'before') : null;
  await clientsReady;
  // Warm the write paths (JIT, Postgres caches, connection pools) before the first measured round.
  for (const tree of [after, before].filter(Boolean)) {
    if (!PATHS.includes(tree === after ? 'direct' : 'proxy')) continue;
    const publish = actionPublisher(tree, tree.hotId);
    publish.start(nowMs() + 100);
    await sleep(WARMUP_WRITES_S * 1000);
    const { sent, failed } = await publish.stop();
    say(
      `${tree === after ? 'after' : 'before'}: write path warmed with ${sent} actions (${failed} failed)`,
    );
  }

  for (let round = 1; round <= ROUNDS; round++) {
    // Interleaved: odd rounds in the given order, even rounds reversed.
    const order = round % 2 === 1 ? PATHS : [...PATHS].reverse();
    for (const which of order) {
      const row = await runPath(which, round);
      results.push(row);
      say(
        `round ${round} ${which}: p50 ${fmt(row.p50)} · p99 ${fmt(row.p99)} · p99.9 ${fmt(row.p999)} · ` +
          `worst ${fmt(row.max)} ms · ${row.deliveries}/${row.expected} deliveries · ` +
          `${fmt(row.kbPerSocket)} kB/socket · CPU clients ${row.cpu.clients}% server ${row.cpu.server}% ` +
          `machine ${row.cpu.machine}% · load ${row.load}`,
      );
    }
  }
} finally {
  await clients.exit();
  await after?.stack.close();
  await before?.stack.close();
}
printSummary();
if (args.json) {
  writeFileSync(
    args.json,
    JSON.stringify(
      {
        sockets: N,
        subscriptions: SUBSCRIPTIONS,
        rate: RATE,
        durationS: DURATION_S,
        rounds: ROUNDS,
        after: AFTER,
        before: BEFORE,
        cores: os.cpus().length,
        bareProcesses: BARE_PROCESSES,
        bareWrite: args['bare-write'],
        results,
      },
      null,
      2,
    ),
  );
}

async function runPath(which, round) {
  let urls;
  let serverPids;
  let publish;
  let bares = [];
  let hotId;
  let ids;
  if (which === 'bare') {
    ({ hotId, ids } = after);
    urls = [];
    for (let i = 0; i < BARE_PROCESSES; i++) {
      const bare = helper('fanout-bare-server.mjs', {
        REALTIME_APP_DIR: path.join(AFTER, 'apps/realtime-svc'),
        ...(args['bare-write'] === 'db' ? { BARE_DATABASE_URL: after.stack.db.url } : {}),
      });
      const { port } = await bare.next('listening');
      await bare.ask({ type: 'record', id: hotId, record: after.hotRecord }, 'recorded');
      urls.push(`http://127.0.0.1:${port}`);
      bares.push(bare);
    }
    serverPids = bares.map((b) => b.child.pid);
    publish = {
      start: (startAt) => {
        for (const b of bares) b.child.send({ type: 'start-updates', hotId, rate: RATE, startAt });
      },
      stop: async () => {
        await Promise.all(bares.map((b) => b.ask({ type: 'stop-updates' }, 'stopped')));
        return { sent: NaN, failed: 0 };
      },
    };
  } else {
    const tree = which === 'direct' ? after : before;
    ({ hotId, ids } = tree);
    // Fresh realtime replicas (and, for the proxy, a fresh gateway: it holds every socket twice).
    const labels = [...tree.realtimeLabels, ...(which === 'proxy' ? ['gateway'] : [])];
    await tree.restart(labels);
    // direct: where the browser's socket goes (GET /config.json); proxy: the page's own origin, the gateway.
    urls =
      which === 'direct'
        ? await tree.helpers.browserSocketUrls(tree.stack.base)
        : [tree.stack.base];
    serverPids = labels.map(tree.pid);
    publish = actionPublisher(tree, hotId);
  }
  await sleep(3000);
  const rssBefore = sumRss(serverPids);
  const conn = await clients.ask(
    { type: 'connect', urls, count: N, ids, hotId, transports: [args.transport] },
    'connected',
  );
  await sleep(3000); // the last snapshots out, buffers settled
  const rssAfter = sumRss(serverPids);
  say(
    `round ${round} ${which}: ${conn.connected}/${N} sockets connected and subscribed in ` +
      `${(conn.ms / 1000).toFixed(1)} s via ${urls.join(', ')}` +
      `${conn.failures ? ` (${conn.failures} failed)` : ''}${conn.noSnapshot ? ` (${conn.noSnapshot} without their snapshot)` : ''}; ` +
      `RSS ${(rssBefore / 1024).toFixed(0)} → ${(rssAfter / 1024).toFixed(0)} MB`,
  );
  // Measured: the updates due in [from, to), whenever they arrive; the publisher stops at `to`.
  const startAt = nowMs() + 500;
  // Half an interval off the grid of due times: exactly DURATION_S × RATE updates are due in the window.
  const from = startAt + WARMUP_S * 1000 - 500 / RATE;
  const to = from + DURATION_S * 1000;
  await clients.ask({ type: 'measure', from, to }, 'measuring');
  publish.start(startAt);
  await sleep(from - nowMs());
  const cpu0 = {
    clients: cpuSeconds(clients.child.pid),
    server: sumCpu(serverPids),
    machine: machineTicks(),
    at: performance.now(),
  };
  let rssPeak = rssAfter;
  const peakTimer = setInterval(() => {
    rssPeak = Math.max(rssPeak, sumRss(serverPids));
  }, 500);
  await sleep(to - nowMs());
  const seconds = (performance.now() - cpu0.at) / 1000;
  const m1 = machineTicks();
  const cpu = {
    clients: Math.round((100 * (cpuSeconds(clients.child.pid) - cpu0.clients)) / seconds),
    server: Math.round((100 * (sumCpu(serverPids) - cpu0.server)) / seconds),
    machine: Math.round((100 * (m1.busy - cpu0.machine.busy)) / (m1.total - cpu0.machine.total)),
  };
  clearInterval(peakTimer);
  const published = await publish.stop();
  // Late deliveries of measured updates still count: wait until all arrived, or 15 s more.
  const expected = Math.round(DURATION_S * RATE) * conn.connected;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { deliveries } = await clients.ask({ type: 'count' }, 'counted');
    if (deliveries >= expected) break;
    await sleep(250);
  }
  const report = await clients.ask({ type: 'report' }, 'report');
  await clients.ask({ type: 'disconnect' }, 'disconnected');
  for (const b of bares) await b.exit();
  await sleep(1000);
  return {
    round,
    path: which,
    sockets: conn.connected,
    p50: report.p50,
    p99: report.p99,
    p999: report.p999,
    max: report.max,
    deliveries: report.deliveries,
    expected,
    disconnects: report.disconnects,
    actionsFailed: published.failed,
    kbPerSocket: (rssAfter - rssBefore) / conn.connected,
    kbPerSocketPeak: (rssPeak - rssBefore) / conn.connected,
    cpu,
    load: load(),
  };
}

function printSummary() {
  console.log(
    `\n${N} sockets × ${SUBSCRIPTIONS} subscriptions, ${RATE} updates/s, ${DURATION_S} s per round; latency from each update's intended send time\n`,
  );
  console.log(
    '| round | path | sockets | p50 ms | p99 ms | p99.9 ms | worst ms | deliveries | kB/socket (peak) | CPU clients / server / machine | p99 ÷ bare | kB ÷ bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const bareOf = (round) => results.find((r) => r.round === round && r.path === 'bare');
  for (const r of results) {
    const b = bareOf(r.round);
    console.log(
      `| ${r.round} | ${r.path} | ${r.sockets} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.p999)} | ${fmt(r.max)} | ` +
        `${r.deliveries}/${r.expected} | ${fmt(r.kbPerSocket)} (${fmt(r.kbPerSocketPeak)}) | ` +
        `${r.cpu.clients}% / ${r.cpu.server}% / ${r.cpu.machine}% | ` +
        `${b ? (r.p99 / b.p99).toFixed(2) : '–'} | ${b ? (r.kbPerSocket / b.kbPerSocket).toFixed(2) : '–'} |`,
    );
  }
  console.log('\nMedians over the rounds (ratios: median of the per-round ratios to bare):\n');
  console.log(
    '| path | p50 ms | p99 ms | p99.9 ms | worst ms | kB/socket | p99 ÷ bare | kB ÷ bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const verdicts = [];
  for (const p of PATHS) {
    const rows = results.filter((r) => r.path === p);
    const ratio = (key) =>
      median(
        rows.map((r) => {
          const b = bareOf(r.round);
          return b ? r[key] / b[key] : NaN;
        }),
      );
    const p99Ratio = ratio('p99');
    const kbRatio = ratio('kbPerSocket');
    console.log(
      `| ${p} | ${fmt(median(rows.map((r) => r.p50)))} | ${fmt(median(rows.map((r) => r.p99)))} | ` +
        `${fmt(median(rows.map((r) => r.p999)))} | ${fmt(median(rows.map((r) => r.max)))} | ` +
        `${fmt(median(rows.map((r) => r.kbPerSocket)))} | ${Number.isFinite(p99Ratio) ? p99Ratio.toFixed(2) : '–'} | ` +
        `${Number.isFinite(kbRatio) ? kbRatio.toFixed(2) : '–'} |`,
    );
    if (p === 'direct' && Number.isFinite(p99Ratio)) {
      verdicts.push(
        `direct p99 ${p99Ratio.toFixed(2)}× bare (target ≤ ${TARGETS.p99}): ${p99Ratio <= TARGETS.p99 ? 'met' : 'MISSED'}`,
        `direct memory ${kbRatio.toFixed(2)}× bare (target ≤ ${TARGETS.memory}): ${kbRatio <= TARGETS.memory ? 'met' : 'MISSED'}`,
      );
    }
  }
  const lost = results.filter((r) => r.deliveries < r.expected * 0.99);
  if (lost.length)
    verdicts.push(
      `rounds with more than 1% of deliveries missing: ${lost.map((r) => `${r.round}/${r.path}`).join(', ')}`,
    );
  const busy = results.filter((r) => r.cpu.machine >= 95);
  if (busy.length)
    verdicts.push(
      `the machine was saturated (≥ 95% busy) in: ${busy.map((r) => `${r.round}/${r.path}`).join(', ')}`,
    );
  console.log(`\n${verdicts.join('\n')}`);
  if (args.strict && verdicts.some((v) => v.includes('MISSED'))) process.exitCode = 1;
}
