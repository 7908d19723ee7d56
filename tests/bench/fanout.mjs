#!/usr/bin/env node
// bench:fanout (issue 11 item 1): N sockets × 20 subscriptions in their own process, open-loop updates to one
// hot match at a fixed rate, delivery latency from each update's intended send time, on the path the browser
// uses, against a bare Socket.IO server doing the same write and emit in the same run with the same client
// process. See tests/bench/README.md.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: process.env.FANOUT_SOCKETS ?? '2000' },
    rate: { type: 'string', default: process.env.FANOUT_RATE ?? '20' },
    duration: { type: 'string', default: process.env.FANOUT_DURATION ?? '20' },
    warmup: { type: 'string', default: '3' },
    subscriptions: { type: 'string', default: '20' },
    paths: { type: 'string', default: 'bare,direct' },
    tree: { type: 'string', default: path.resolve(HERE, '../..') },
    transport: { type: 'string', default: 'websocket' },
    json: { type: 'string' },
  },
});
const N = Number(args.sockets);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const SUBSCRIPTIONS = Number(args.subscriptions);
const PATHS = args.paths.split(',').map((p) => p.trim());
const TREE = path.resolve(args.tree);
for (const p of PATHS) {
  if (!['bare', 'direct', 'proxy'].includes(p))
    throw new Error(`unknown path ${p} (bare, direct, proxy)`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const nowMs = () => performance.timeOrigin + performance.now();
const say = (line) => console.log(`[fanout] ${line}`);

/** Resident set size of a process (kB), from /proc. */
function rssKb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}
const sumRss = (pids) => pids.reduce((n, pid) => n + rssKb(pid), 0);

/** A forked helper with a one-message-at-a-time request/answer over IPC. */
function helper(file, env = {}) {
  const child = fork(path.join(HERE, file), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (msg) => {
    const i = waiting.findIndex((w) => w.type === msg.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(msg);
  });
  const next = (type) => new Promise((resolve) => waiting.push({ type, resolve }));
  return {
    child,
    next,
    async ask(msg, answerType) {
      const answer = next(answerType);
      child.send(msg);
      return answer;
    },
  };
}

// Limits an operator would raise for one benchmark host with thousands of sockets (env, as in production).
const LIMITS_ENV = {
  ACTION_RATE_LIMIT_BURST: '100000',
  ACTION_RATE_LIMIT_PER_SECOND: '100000',
  SOCKET_CONNECTIONS_PER_ADDRESS: '1000000',
  SOCKET_HANDSHAKES_PER_MINUTE: '1000000',
  SUBSCRIBE_RATE_LIMIT_BURST: '1000000',
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: '1000000',
};

say(
  `${N} sockets × ${SUBSCRIPTIONS} subscriptions, ${RATE} updates/s to one hot match for ${DURATION_S} s ` +
    `(after ${WARMUP_S} s warm-up), paths ${PATHS.join(', ')}, tree ${TREE}, ${os.cpus().length} cores, ` +
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
const helpers = await import(pathToFileURL(path.join(TREE, 'tests/stack/stack-helpers.mjs')).href);
const stack = await helpers.startTestStack({ realtimeReplicas: 2, env: LIMITS_ENV });
const clients = helper('fanout-clients.mjs');
let bare = null;
const results = [];
try {
  await clients.next('ready');
  // The ids: the hot match (the last upcoming one) and others a page would hold (matches, teams, players).
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
  say(
    `hot match ${hotId}; ${ids.length} ids per socket; record ${JSON.stringify(hotRecord).length} B`,
  );

  const labels = [...stack.children.keys()];
  const pidsOf = (prefix) =>
    labels.filter((l) => l.startsWith(prefix)).map((l) => stack.children.get(l).pid);

  for (const which of PATHS) {
    let urls;
    let pids;
    let publish;
    if (which === 'bare') {
      bare = helper('fanout-bare-server.mjs', {
        REALTIME_APP_DIR: path.join(TREE, 'apps/realtime-svc'),
      });
      const { port } = await bare.next('listening');
      urls = [`http://127.0.0.1:${port}`];
      pids = [bare.child.pid];
      publish = {
        start: (startAt) =>
          bare.child.send({ type: 'start-updates', hotId, record: hotRecord, rate: RATE, startAt }),
        stop: async () => ({
          sent: NaN,
          failed: 0,
          ...(await bare.ask({ type: 'stop-updates' }, 'stopped')),
        }),
      };
    } else {
      // direct: what the browser does now (GET /config.json names the realtime replicas); proxy: the page origin,
      // i.e. through the gateway's Node proxy of trees before issue 11.
      urls =
        which === 'proxy'
          ? [stack.base]
          : (stack.socketUrls ?? stack.realtimePorts.map((p) => `http://127.0.0.1:${p}`));
      pids = [...pidsOf('realtime-svc'), ...(which === 'proxy' ? pidsOf('gateway') : [])];
      publish = actionPublisher(stack, helpers, organiser.token, hotId);
    }
    await sleep(2000);
    const before = sumRss(pids);
    const conn = await clients.ask(
      { type: 'connect', urls, count: N, ids, hotId, transports: [args.transport] },
      'connected',
    );
    await sleep(3000); // subscriptions answered, snapshots sent
    const after = sumRss(pids);
    say(
      `${which}: ${conn.connected}/${N} sockets connected in ${(conn.ms / 1000).toFixed(1)} s via ${urls.join(', ')}; ` +
        `RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB`,
    );
    const startAt = nowMs() + 200;
    publish.start(startAt);
    await sleep(200 + WARMUP_S * 1000);
    await clients.ask({ type: 'measure-start' }, 'measuring');
    await sleep(DURATION_S * 1000);
    const published = await publish.stop();
    await sleep(2000); // stragglers of the last updates
    const report = await clients.ask({ type: 'measure-stop' }, 'report');
    await clients.ask({ type: 'disconnect' }, 'disconnected');
    const row = {
      path: which,
      sockets: conn.connected,
      p50: report.p50,
      p95: report.p95,
      p99: report.p99,
      max: report.max,
      deliveries: report.deliveries,
      expected: Math.round(DURATION_S * RATE) * conn.connected,
      actionsFailed: published.failed,
      rssPerSocketKb: (after - before) / conn.connected,
    };
    results.push(row);
    say(
      `${which}: p50 ${row.p50.toFixed(1)} ms · p95 ${row.p95.toFixed(1)} ms · p99 ${row.p99.toFixed(1)} ms · ` +
        `max ${row.max.toFixed(1)} ms · ${row.deliveries} deliveries (≈${row.expected} expected) · ` +
        `${row.rssPerSocketKb.toFixed(1)} kB/socket${published.failed ? ` · ${published.failed} actions failed` : ''}`,
    );
    if (which === 'bare') {
      await bare.ask({ type: 'exit' }, 'never').catch(() => {});
    }
    await sleep(2000);
  }
} finally {
  clients.child.send({ type: 'exit' });
  if (bare && bare.child.exitCode === null) bare.child.kill();
  await stack.close();
}

const base = results.find((r) => r.path === 'bare');
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
console.log(
  `\n| path | sockets | p50 ms | p95 ms | p99 ms | RSS/socket kB | p99 / bare | RSS / bare |`,
);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const r of results) {
  console.log(
    `| ${r.path} | ${r.sockets} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.rssPerSocketKb)} | ` +
      `${base ? (r.p99 / base.p99).toFixed(2) : '–'} | ${base ? (r.rssPerSocketKb / base.rssPerSocketKb).toFixed(2) : '–'} |`,
  );
}
if (args.json) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    args.json,
    JSON.stringify({ sockets: N, rate: RATE, durationS: DURATION_S, tree: TREE, results }, null, 2),
  );
}

/**
 * The real write path, open loop: update-match-data with custom_name "fanout <seq> <intended send time>" at
 * start + seq / RATE, whether or not earlier actions have answered.
 */
function actionPublisher(stack, helpers, token, hotId) {
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
        const p = helpers
          .action(
            stack.base,
            'update-match-data',
            { matchID: hotId, updatedData: { custom_name: `fanout ${seq} ${due.toFixed(3)}` } },
            token,
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
