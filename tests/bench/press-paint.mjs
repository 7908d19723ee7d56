// bench:press (issue 13 item 7): press → paint. Overlay sockets in production rooms (3 rooms × 20: the demo
// producer's client room and the two demo broadcasts' rooms) plus viewer sockets on the live match, 20 producer
// actions/s (update-match-data on the live match through the gateway, match-svc, Postgres, the outbox, JetStream and
// realtime-svc) and prod_trigger from an associated producer socket; side by side in the same run with a bare
// Socket.IO server doing the same durable write (one Postgres UPDATE) and emitting to the same rooms
// (press-paint-bare-server.mjs). Measured from each press's intended send time (open loop): action → data_update at
// every overlay and viewer socket, prod_trigger → arrival at every overlay of the client room, and the HTTP answer.
// For our stack, the per-hop means of the round come from the services' /metrics (gateway HTTP and NATS request
// durations, match-svc's handler duration). Targets: prod_trigger p99 ≤ 16.7 ms; action → overlay p99 ≤ 2× bare.
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
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
  pct,
  sleep,
  sumCpu,
  waitOk,
} from './bench-kit.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    overlays: { type: 'string', default: '20' },
    viewers: { type: 'string', default: '2000' },
    subscriptions: { type: 'string', default: '20' },
    rate: { type: 'string', default: '20' },
    'trigger-rate': { type: 'string', default: '10' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    'bare-processes': { type: 'string', default: '2' },
    after: {
      type: 'string',
      default: process.env.CASTLINE_AFTER_TREE ?? path.resolve(HERE, '../..'),
    },
    transport: { type: 'string', default: 'websocket' },
    'production-replicas': { type: 'string', default: '1' },
    'viewer-nice': { type: 'string', default: '10' },
    'viewer-clients-nice': { type: 'string' },
    json: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const OVERLAYS_PER_ROOM = Number(args.overlays);
const VIEWERS = Number(args.viewers);
const SUBSCRIPTIONS = Number(args.subscriptions);
const RATE = Number(args.rate);
const TRIGGER_RATE = Number(args['trigger-rate']);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const BARE_PROCESSES = Number(args['bare-processes']);
const TREE = path.resolve(args.after);
/** Realtime replicas reserved for production sockets (0: overlays share the viewer replicas). */
const PRODUCTION_REPLICAS = Number(args['production-replicas']);
/** PROCESS_NICE of the viewer replicas (ours through the env, bare's through os.setPriority): the same for both. */
const VIEWER_NICE = PRODUCTION_REPLICAS > 0 ? Number(args['viewer-nice']) : 0;
/**
 * Niceness of the viewer sockets' process (the load generator: 2,000 browsers that are other computers in real life).
 * By default the viewer replicas' niceness, so the generator never outranks the servers under test; the same for
 * ours and bare. The overlay process (OBS) stays at 0.
 */
const VIEWER_CLIENTS_NICE = Number(args['viewer-clients-nice'] ?? VIEWER_NICE);
const TARGETS = { triggerP99Ms: 16.7, overlayP99Ratio: 2 };
const TRIGGER = { trigger: 'toggle_cams' };
const say = (line) => console.log(`[press] ${line}`);

if (!existsSync(path.join(TREE, 'apps/realtime-svc/dist/main.js'))) {
  console.error(`${TREE} is not built: run node tools/build.mjs there first`);
  process.exit(2);
}

// Limits raised through env as an operator would for one host with thousands of sockets (see fanout.mjs).
const LIMITS_ENV = {
  SOCKET_CONNECTIONS_PER_ADDRESS: String(Math.max(100, VIEWERS)),
  SOCKET_HANDSHAKES_PER_MINUTE: String(Math.max(120, VIEWERS * 2)),
  MAX_SUBSCRIPTIONS_PER_SOCKET: String(Math.max(SUBSCRIPTIONS, 100)),
  SUBSCRIBE_RATE_LIMIT_BURST: String(Math.max(5000, VIEWERS * SUBSCRIPTIONS)),
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: String(Math.max(1000, VIEWERS * SUBSCRIPTIONS)),
  PROD_RATE_LIMIT_BURST: String(Math.max(100, TRIGGER_RATE * 10)),
  PROD_RATE_LIMIT_PER_SECOND: String(Math.max(50, TRIGGER_RATE * 2)),
  ACTION_RATE_LIMIT_BURST: String(Math.max(60, RATE * 10)),
  ACTION_RATE_LIMIT_PER_SECOND: String(Math.max(30, RATE * 2)),
  THINGS_RATE_LIMIT_BURST: '1000',
  THINGS_RATE_LIMIT_PER_SECOND: '1000',
};

let stack;
// Overlays and the producer in one process, viewers in another (as OBS and browsers are apart from each other).
const overlayClients = helper('press-paint-clients.mjs');
const viewerClients = helper('press-paint-clients.mjs');
if (VIEWER_CLIENTS_NICE > 0) os.setPriority(viewerClients.child.pid, VIEWER_CLIENTS_NICE);
const clientsReady = Promise.all([overlayClients.next('ready'), viewerClients.next('ready')]);
const both = (msg, answer) =>
  Promise.all([overlayClients.ask(msg, answer), viewerClients.ask(msg, answer)]);
const results = [];
const helpers = await import(pathToFileURL(path.join(TREE, 'tests/stack/stack-helpers.mjs')).href);
const demo = await import(pathToFileURL(path.join(TREE, 'libs/demo/dist/index.js')).href);

/** The ids and tokens of the demo season on this stack. */
async function discover() {
  const [broadcastKey, secondKey] = demo.DEMO_BROADCAST_KEYS;
  const [clientKey] = demo.DEMO_CLIENT_KEYS;
  const { body } = await helpers.things(stack.base, [
    `broadcast-${broadcastKey}`,
    `client-${clientKey}`,
    'special:teams',
    'special:players',
  ]);
  const [broadcast, client, teams, players] = body;
  const hotId = broadcast.live_match?.[0];
  if (!hotId) throw new Error(`broadcast-${broadcastKey} has no live match`);
  const [hotRecord] = (await helpers.things(stack.base, [hotId])).body;
  const overlayIds = [hotId, broadcast.__id, client.__id, broadcast.id, ...(hotRecord.teams ?? [])];
  const viewerIds = [
    ...new Set([hotId, ...teams.teams.map((t) => t.id), ...players.players.map((p) => p.id)]),
  ].slice(0, SUBSCRIPTIONS);
  const users = await helpers.demoUsers(stack);
  return {
    hotId,
    hotRecord,
    overlayIds,
    viewerIds,
    clientKey,
    rooms: [
      { event: 'prod-join', key: clientKey },
      { event: 'prod-broadcast-join', key: broadcastKey },
      { event: 'prod-broadcast-join', key: secondKey },
    ],
    // update-match-data needs match-edit rights on the live match (the organiser is event staff); prod_trigger
    // needs broadcast access (the demo producer owns the client).
    actionToken: users.byRole('organiser')[0].token,
    producerToken: users.byRole('producer')[0].token,
  };
}

/** Open-loop presses: press seq is due at start + seq / RATE, whether or not earlier ones answered. */
function publisher(which, world, bareUrls = []) {
  let timer = null;
  let sent = 0;
  let failed = 0;
  const answers = [];
  const inflight = new Set();
  const press = (customName) =>
    which === 'ours'
      ? helpers
          .action(
            stack.base,
            'update-match-data',
            { matchID: world.hotId, updatedData: { custom_name: customName } },
            world.actionToken,
          )
          .then((res) => res.status)
      : Promise.all(
          bareUrls.map((url) =>
            fetch(`${url}/update`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ id: world.hotId, custom_name: customName }),
            }).then(async (res) => (await res.arrayBuffer(), res.status)),
          ),
        ).then((statuses) => statuses.find((s) => s !== 200) ?? 200);
  return {
    answers,
    start(startAt, window = null) {
      let seq = 0;
      const tick = () => {
        const due = startAt + seq * (1000 / RATE);
        const p = press(`press ${seq} ${due.toFixed(3)}`)
          .then(
            (status) => {
              if (status !== 200 && ++failed <= 3) say(`${which} press answered ${status}`);
              if (window && due >= window.from && due < window.to) answers.push(nowMs() - due);
            },
            (error) => {
              if (++failed <= 3) say(`${which} press failed: ${error.message}`);
            },
          )
          .finally(() => inflight.delete(p));
        inflight.add(p);
        sent++;
        seq++;
        timer = setTimeout(tick, Math.max(0, startAt + seq * (1000 / RATE) - nowMs()));
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

/** Sum and count of the histogram series of `name` whose labels contain every `filters` text. */
async function scrapeHistogram(port, name, filters) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  let sum = 0;
  let count = 0;
  for (const line of text.split('\n')) {
    const m = /^(\w+)_(sum|count)\{([^}]*)\} ([\d.e+-]+)$/.exec(line);
    if (!m || m[1] !== name || !filters.every((f) => m[3].includes(f))) continue;
    if (m[2] === 'sum') sum += Number(m[4]);
    else count += Number(m[4]);
  }
  return { sum, count };
}

const HOPS = [
  {
    hop: 'gateway: HTTP request (server side)',
    port: (s) => s.metricsPorts.gateway,
    name: 'castline_http_request_duration_seconds',
    filters: ['route="/actions'],
  },
  {
    hop: 'gateway → match-svc NATS request',
    port: (s) => s.metricsPorts.gateway,
    name: 'castline_nats_request_duration_seconds',
    filters: ['cmd.update-match-data'],
  },
  {
    hop: 'match-svc handler (transaction, commit)',
    port: (s) => s.metricsPorts['match-svc'],
    name: 'castline_nats_handler_duration_seconds',
    filters: ['cmd.update-match-data'],
  },
];

async function hopTotals() {
  return Promise.all(HOPS.map((h) => scrapeHistogram(h.port(stack), h.name, h.filters)));
}

async function runRound(which, round, world) {
  let bares = [];
  let urls;
  let serverPids;
  let prodUrls;
  if (which === 'bare') {
    // The same topology as ours: BARE_PROCESSES viewer processes (niced like our viewer replicas) and, when ours has a
    // production replica, one more process for the production rooms. Every bare process does the press's write.
    for (let i = 0; i < BARE_PROCESSES + (PRODUCTION_REPLICAS > 0 ? 1 : 0); i++) {
      const bare = helper('press-paint-bare-server.mjs', {
        REALTIME_APP_DIR: path.join(TREE, 'apps/realtime-svc'),
        BARE_DATABASE_URL: stack.db.url,
      });
      const { port } = await bare.next('listening');
      await bare.ask({ type: 'record', id: world.hotId, record: world.hotRecord }, 'recorded');
      if (i < BARE_PROCESSES && VIEWER_NICE > 0) os.setPriority(bare.child.pid, VIEWER_NICE);
      bares.push({ bare, url: `http://127.0.0.1:${port}` });
    }
    urls = bares.map((b) => b.url);
    serverPids = bares.map((b) => b.bare.child.pid);
    // Without a production process the bare baseline keeps every production room in its first process (no adapter).
    prodUrls = PRODUCTION_REPLICAS > 0 ? urls.slice(BARE_PROCESSES) : [urls[0]];
    urls = urls.slice(0, BARE_PROCESSES);
  } else {
    // Fresh realtime replicas every round (the bare servers are fresh too).
    const labels = [...stack.children.keys()].filter((l) => l.startsWith('realtime-'));
    for (const l of labels) await stack.restart(l);
    for (const p of [...stack.realtimePorts, ...stack.productionRealtimePorts])
      await waitOk(`http://127.0.0.1:${p}/health`);
    // Where the web app sends viewers' and overlays' sockets (GET /config.json).
    urls = await helpers.browserSocketUrls(stack.base);
    prodUrls = await helpers.browserSocketUrls(stack.base, 'production');
    serverPids = [...stack.children.values()].map((c) => c.pid);
  }
  await sleep(2000);
  const common = { type: 'connect', hotId: world.hotId, transports: [args.transport] };
  const [overlayConn, viewerConn] = await Promise.all([
    overlayClients.ask(
      {
        ...common,
        overlayRooms: world.rooms,
        overlaysPerRoom: OVERLAYS_PER_ROOM,
        overlayUrls: prodUrls,
        overlayIds: world.overlayIds,
        viewers: 0,
        producerUrl: prodUrls[0],
        clientKey: world.clientKey,
        token: world.producerToken,
      },
      'connected',
    ),
    viewerClients.ask(
      {
        ...common,
        overlayRooms: [],
        overlaysPerRoom: 0,
        viewerUrls: urls,
        viewerIds: world.viewerIds,
        viewers: VIEWERS,
      },
      'connected',
    ),
  ]);
  const conn = {
    overlays: overlayConn.overlays,
    viewers: viewerConn.viewers,
    associated: overlayConn.associated,
    ms: Math.max(overlayConn.ms, viewerConn.ms),
  };
  say(
    `round ${round} ${which}: ${conn.overlays} overlays and ${conn.viewers} viewers subscribed in ` +
      `${(conn.ms / 1000).toFixed(1)} s; producer ${conn.associated ? 'associated' : 'NOT associated'}`,
  );
  const startAt = nowMs() + 500;
  const from = startAt + WARMUP_S * 1000 - 500 / RATE;
  const to = from + DURATION_S * 1000;
  const presses = publisher(which, world, which === 'bare' ? [...urls, ...prodUrls] : urls);
  await both(
    { type: 'measure', from, to, triggers: { rate: TRIGGER_RATE, startAt, trigger: TRIGGER } },
    'measuring',
  );
  presses.start(startAt, { from, to });
  await sleep(from - nowMs());
  const hops0 = which === 'ours' ? await hopTotals() : null;
  const cpu0 = {
    server: sumCpu(serverPids),
    clients: clientCpu(),
    machine: machineTicks(),
    at: performance.now(),
  };
  await sleep(to - nowMs());
  const seconds = (performance.now() - cpu0.at) / 1000;
  const m1 = machineTicks();
  const cpu = {
    server: Math.round((100 * (sumCpu(serverPids) - cpu0.server)) / seconds),
    machine: Math.round((100 * (m1.busy - cpu0.machine.busy)) / (m1.total - cpu0.machine.total)),
    clients: Math.round((100 * (clientCpu() - cpu0.clients)) / seconds),
  };
  const hops1 = which === 'ours' ? await hopTotals() : null;
  const published = await presses.stop();
  await overlayClients.ask({ type: 'stop-triggers' }, 'triggers-stopped');
  const due = Math.round(DURATION_S * RATE);
  const dueTriggers = Math.round(DURATION_S * TRIGGER_RATE);
  const expected = {
    overlay: due * conn.overlays,
    viewer: due * conn.viewers,
    trigger: dueTriggers * OVERLAYS_PER_ROOM,
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [o, v] = await both({ type: 'count' }, 'counted');
    const c = { overlay: o.overlay, viewer: v.viewer, trigger: o.trigger };
    if (
      c.overlay >= expected.overlay &&
      c.viewer >= expected.viewer &&
      c.trigger >= expected.trigger
    )
      break;
    await sleep(250);
  }
  const [overlayReport, viewerReport] = await both({ type: 'report' }, 'report');
  const report = { ...overlayReport, viewer: viewerReport.viewer };
  await both({ type: 'disconnect' }, 'disconnected');
  for (const { bare } of bares) await bare.exit();
  const answers = Float64Array.from(presses.answers).sort();
  const hops = hops1
    ? HOPS.map((h, i) => {
        const count = hops1[i].count - hops0[i].count;
        return {
          hop: h.hop,
          meanMs: count ? ((hops1[i].sum - hops0[i].sum) / count) * 1000 : NaN,
          count,
        };
      })
    : null;
  return {
    round,
    path: which,
    overlay: report.overlay,
    viewer: report.viewer,
    trigger: report.trigger,
    http: { p50: pct(answers, 50), p99: pct(answers, 99), mean: mean(answers) },
    expected,
    pressesFailed: published.failed,
    triggers: { sent: report.triggersSent, arrivals: report.triggerArrivals },
    hops,
    cpu,
    load: load(),
  };
}

/** CPU seconds of both client processes so far. */
function clientCpu() {
  return cpuSeconds(overlayClients.child.pid) + cpuSeconds(viewerClients.child.pid);
}

function mean(values) {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

function printSummary() {
  const bareOf = (round) => results.find((r) => r.round === round && r.path === 'bare');
  console.log(
    `\n| round | path | action → overlay p50 / p99 / p99.9 / worst ms | action → viewer p50 / p99 ms | prod_trigger → overlay p50 / p99 / worst ms | answer p50 ms | deliveries overlay / viewer / trigger | machine CPU | overlay p99 ÷ bare |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const b = bareOf(r.round);
    console.log(
      `| ${r.round} | ${r.path} | ${fmt(r.overlay.p50)} / ${fmt(r.overlay.p99)} / ${fmt(r.overlay.p999)} / ${fmt(r.overlay.max)} | ` +
        `${fmt(r.viewer.p50)} / ${fmt(r.viewer.p99)} | ${fmt(r.trigger.p50)} / ${fmt(r.trigger.p99)} / ${fmt(r.trigger.max)} | ` +
        `${fmt(r.http.p50)} | ${r.overlay.n}/${r.expected.overlay} · ${r.viewer.n}/${r.expected.viewer} · ${r.trigger.n}/${r.expected.trigger} | ` +
        `${r.cpu.machine}% | ${b ? (r.overlay.p99 / b.overlay.p99).toFixed(2) : '–'} |`,
    );
  }
  const ours = results.filter((r) => r.path === 'ours');
  const bare = results.filter((r) => r.path === 'bare');
  const ratio = median(ours.map((r) => r.overlay.p99 / (bareOf(r.round)?.overlay.p99 ?? NaN)));
  const triggerP99 = median(ours.map((r) => r.trigger.p99));
  console.log('\nMedians over the rounds:\n');
  console.log(
    '| path | overlay p50 | overlay p99 | viewer p99 | trigger p50 | trigger p99 | answer p50 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, rows] of [
    ['ours', ours],
    ['bare', bare],
  ]) {
    const m = (f) => fmt(median(rows.map(f)));
    console.log(
      `| ${label} | ${m((r) => r.overlay.p50)} | ${m((r) => r.overlay.p99)} | ${m((r) => r.viewer.p99)} | ` +
        `${m((r) => r.trigger.p50)} | ${m((r) => r.trigger.p99)} | ${m((r) => r.http.p50)} |`,
    );
  }
  console.log('\nOur path, per hop (means over the measured window, medians over the rounds):\n');
  console.log('| hop | mean ms |');
  console.log('|---|---|');
  const hopRows = HOPS.map((h, i) => [h.hop, median(ours.map((r) => r.hops[i].meanMs))]);
  const http = median(ours.map((r) => r.http.mean));
  for (const [hop, ms] of hopRows) console.log(`| ${hop} | ${fmt(ms)} |`);
  console.log(`| answer as the publisher saw it (HTTP round trip) | ${fmt(http)} |`);
  console.log(
    `| after the answer: publish after commit → JetStream → realtime → overlay (overlay p50 − answer p50; negative: painted first) | ${fmt(
      median(ours.map((r) => r.overlay.p50 - r.http.p50)),
    )} |`,
  );
  const verdicts = [
    `prod_trigger p99 ${fmt(triggerP99)} ms (target ≤ ${TARGETS.triggerP99Ms}): ${triggerP99 <= TARGETS.triggerP99Ms ? 'met' : 'MISSED'}`,
    `action → overlay p99 ${Number.isFinite(ratio) ? ratio.toFixed(2) : '–'}× bare (target ≤ ${TARGETS.overlayP99Ratio}): ${ratio <= TARGETS.overlayP99Ratio ? 'met' : 'MISSED'}`,
  ];
  const lost = results.filter(
    (r) =>
      r.overlay.n < r.expected.overlay ||
      r.viewer.n < r.expected.viewer * 0.99 ||
      r.trigger.n < r.expected.trigger,
  );
  if (lost.length)
    verdicts.push(
      `rounds with deliveries missing: ${lost.map((r) => `${r.round}/${r.path}`).join(', ')}`,
    );
  const busy = results.filter((r) => r.cpu.machine >= 95);
  if (busy.length)
    verdicts.push(
      `the machine was saturated (≥ 95% busy) in: ${busy.map((r) => `${r.round}/${r.path}`).join(', ')}`,
    );
  console.log(`\n${verdicts.join('\n')}`);
  if (args.strict && verdicts.some((v) => v.includes('MISSED'))) process.exitCode = 1;
}

async function main() {
  say(
    `${OVERLAYS_PER_ROOM * 3} overlay sockets (3 rooms × ${OVERLAYS_PER_ROOM}) + ${VIEWERS} viewers × ${SUBSCRIPTIONS} ids, ` +
      `${RATE} actions/s and ${TRIGGER_RATE} prod_trigger/s, ${DURATION_S} s measured after ${WARMUP_S} s, ` +
      `${ROUNDS} round(s) of ours and bare (${BARE_PROCESSES} bare viewer process(es)); ${PRODUCTION_REPLICAS} production ` +
      `replica(s) (bare: ${PRODUCTION_REPLICAS > 0 ? 'one production process' : 'rooms in its first process'}), viewer ` +
      `processes at nice ${VIEWER_NICE}, the viewer load generator at nice ${VIEWER_CLIENTS_NICE}; ${os.cpus().length} ` +
      `cores, load ${load()}`,
  );
  stack = await helpers.startTestStack({
    realtimeReplicas: 2,
    productionReplicas: PRODUCTION_REPLICAS,
    viewerNice: VIEWER_NICE,
    env: LIMITS_ENV,
  });
  try {
    const world = await discover();
    await clientsReady;
    // Warm the write path (JIT, pools, caches) before the first measured round.
    const warm = publisher('ours', world);
    warm.start(nowMs() + 100);
    await sleep(10_000);
    say(`write path warmed with ${(await warm.stop()).sent} actions`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const which of round % 2 ? ['ours', 'bare'] : ['bare', 'ours']) {
        const row = await runRound(which, round, world);
        results.push(row);
        say(
          `round ${round} ${which}: overlay p50 ${fmt(row.overlay.p50)} p99 ${fmt(row.overlay.p99)} · viewer p99 ` +
            `${fmt(row.viewer.p99)} · trigger p50 ${fmt(row.trigger.p50)} p99 ${fmt(row.trigger.p99)} · answer p50 ` +
            `${fmt(row.http.p50)} ms · CPU machine ${row.cpu.machine}% · load ${row.load}`,
        );
      }
    }
  } finally {
    await overlayClients.exit();
    await viewerClients.exit();
    await stack.close();
  }
  printSummary();
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ args, cores: os.cpus().length, targets: TARGETS, results }, null, 2),
    );
}

await main();
