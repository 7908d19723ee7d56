#!/usr/bin/env node
// bench:memory (issue 14 B7): server memory per idle socket holding 20 subscriptions, at 1k / 5k / 10k sockets,
// ours (one realtime-svc replica) against a bare Socket.IO server (fanout-bare-server.mjs: the socket.io realtime-svc
// uses, answering subscribe-multiple with the current data of the same 20 records), in the same run. For each size
// and path, interleaved: a fresh server process, a full GC (through the inspector: HeapProfiler.collectGarbage),
// heap used and RSS; the sockets connect from their own process (fanout-clients.mjs) and subscribe; 3 s later a full
// GC again and the readings again; per socket = growth ÷ sockets. Target: ≤ 1.3 × bare (heap and RSS).
// Usage: node tests/bench/memory.mjs [--sizes 1000,5000,10000] [--subscriptions 20] [--json out.json] [--strict]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { fmt, helper, load, rssKb, sleep, waitOk } from './bench-kit.mjs';
import { startTestStack, things } from '../stack/stack-helpers.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000,10000' },
    subscriptions: { type: 'string', default: '20' },
    json: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const SUBSCRIPTIONS = Number(args.subscriptions);
const TARGET = 1.3;
const INSPECTOR_PORT = 9229;
const say = (line) => console.log(`[memory] ${line}`);
const MAX = Math.max(...SIZES);

// The limits an operator raises for one host with this many sockets (as env, like any deployment).
const LIMITS_ENV = {
  SOCKET_CONNECTIONS_PER_ADDRESS: String(MAX),
  SOCKET_HANDSHAKES_PER_MINUTE: String(MAX * 2),
  SUBSCRIBE_RATE_LIMIT_BURST: String(MAX * SUBSCRIPTIONS),
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: String(MAX * SUBSCRIPTIONS),
};

/**
 * A full GC in another Node process and its heap use afterwards, through the inspector (SIGUSR1 opens it on
 * 127.0.0.1:9229; one process at a time).
 */
async function gcAndHeap(pid) {
  process.kill(pid, 'SIGUSR1');
  let list = null;
  for (let i = 0; i < 50 && !list; i++) {
    try {
      list = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json();
    } catch {
      await sleep(100);
    }
  }
  if (!list?.[0]) throw new Error(`no inspector for process ${pid}`);
  const ws = new WebSocket(list[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    pending.get(msg.id)?.(msg.result);
    pending.delete(msg.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const { usedSize } = await call('Runtime.getHeapUsage');
  // Close the inspector again (the port is needed for the next process).
  ws.send(
    JSON.stringify({
      id: id + 1,
      method: 'Runtime.evaluate',
      params: { expression: 'process._debugEnd()' },
    }),
  );
  await new Promise((resolve) => ws.once('close', resolve));
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`);
      await sleep(100);
    } catch {
      break; // closed
    }
  }
  return { heapKb: usedSize / 1024, rssKb: rssKb(pid) };
}

say(`starting the stack (load ${load()})`);
const stack = await startTestStack({ realtimeReplicas: 1, env: LIMITS_ENV });
const clients = helper('fanout-clients.mjs');
const results = [];
try {
  await clients.next('ready');
  // The ids a page would hold: the last upcoming match, other matches, teams and players (as bench:fanout).
  const [players, teams, upcoming] = (
    await things(stack.base, ['special:players', 'special:teams', 'special:upcoming-matches'])
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
  const records = (await things(stack.base, ids)).body;
  const label = 'realtime-svc';
  const realtimeUrl = stack.socketUrl;

  const measure = async (name, size) => {
    let pid;
    let url;
    let bare = null;
    if (name === 'ours') {
      await stack.restart(label);
      await waitOk(`${realtimeUrl}/health`);
      pid = stack.children.get(label).pid;
      url = realtimeUrl;
    } else {
      bare = helper('fanout-bare-server.mjs', {
        REALTIME_APP_DIR: path.join(ROOT, 'apps/realtime-svc'),
      });
      const { port } = await bare.next('listening');
      for (const record of records)
        await bare.ask({ type: 'record', id: record.__id, record }, 'recorded');
      pid = bare.child.pid;
      url = `http://127.0.0.1:${port}`;
    }
    try {
      const before = await gcAndHeap(pid);
      const connected = await clients.ask(
        { type: 'connect', urls: [url], count: size, ids, hotId, transports: ['websocket'] },
        'connected',
      );
      await sleep(3000);
      const after = await gcAndHeap(pid);
      await clients.ask({ type: 'disconnect' }, 'disconnected');
      const row = {
        path: name,
        sockets: size,
        connected: connected.connected,
        heapKbPerSocket: (after.heapKb - before.heapKb) / size,
        rssKbPerSocket: (after.rssKb - before.rssKb) / size,
        before,
        after,
      };
      say(
        `${size} sockets ${name}: ${connected.connected} connected; heap ${fmt(row.heapKbPerSocket)} kB/socket, RSS ${fmt(row.rssKbPerSocket)} kB/socket (load ${load()})`,
      );
      return row;
    } finally {
      await bare?.exit();
    }
  };

  for (const [i, size] of SIZES.entries()) {
    const order = i % 2 ? ['bare', 'ours'] : ['ours', 'bare'];
    for (const name of order) results.push(await measure(name, size));
  }
} finally {
  await clients.exit();
  await stack.close();
}

console.log(`\nB7 memory per idle socket with ${SUBSCRIPTIONS} subscriptions (after a full GC)\n`);
console.log(
  '| sockets | path | connected | heap kB/socket | RSS kB/socket | heap ÷ bare | RSS ÷ bare |',
);
console.log('|---|---|---|---|---|---|---|');
const summary = [];
for (const size of SIZES) {
  const bare = results.find((r) => r.sockets === size && r.path === 'bare');
  for (const r of results.filter((x) => x.sockets === size)) {
    const heap = r.heapKbPerSocket / bare.heapKbPerSocket;
    const rss = r.rssKbPerSocket / bare.rssKbPerSocket;
    if (r.path === 'ours') summary.push({ sockets: size, heap, rss });
    console.log(
      `| ${size} | ${r.path} | ${r.connected} | ${fmt(r.heapKbPerSocket)} | ${fmt(r.rssKbPerSocket)} | ${heap.toFixed(2)} | ${rss.toFixed(2)} |`,
    );
  }
}
const worst = Math.max(...summary.flatMap((s) => [s.heap, s.rss]));
console.log(
  `\nB7 worst ratio ${worst.toFixed(2)}× bare (target ≤ ${TARGET}): ${worst <= TARGET ? 'met' : 'MISSED'}`,
);
if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify({ subscriptions: SUBSCRIPTIONS, results, summary, target: TARGET }, null, 2),
  );
process.exit(args.strict && worst > TARGET ? 1 : 0);
