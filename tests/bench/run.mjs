#!/usr/bin/env node
// Benchmarks (not part of `npm test`): starts the whole stack on a fresh database with the demo season, then
// measures (1) POST /things with 500 demo ids and (2) action → data_update latency over 1,000 updates,
// side by side with a bare baseline (an HTTP round trip to /health and an empty /things). Prints p50/p95/p99.
// Then (3) the socket fan-out, fanout.mjs (2,000 sockets × 20 subscriptions, 20 updates/s, against a bare
// Socket.IO server; the old gateway proxy too when CASTLINE_BEFORE_TREE names a built tree that has it).
// `--no-fanout` (or BENCH_FANOUT=0) skips (3).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  action,
  connectSocket,
  connected,
  demoUsers,
  startTestStack,
  things,
  waitFor,
} from '../stack/stack-helpers.mjs';

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (xs) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms · p95 ${pct(xs, 95).toFixed(2)} ms · p99 ${pct(xs, 99).toFixed(2)} ms (n=${xs.length})`;

// The benchmark is one client sending as fast as it can: lift the per-address action limit.
const stack = await startTestStack({
  realtimeReplicas: 1,
  env: {
    ACTION_RATE_LIMIT_BURST: '100000',
    ACTION_RATE_LIMIT_PER_SECOND: '100000',
    THINGS_RATE_LIMIT_BURST: '100000',
    THINGS_RATE_LIMIT_PER_SECOND: '100000',
  },
});
try {
  const { body } = await things(stack.base, [
    'special:players',
    'special:teams',
    'special:upcoming-matches',
    'special:public-events',
    'special:heroes',
  ]);
  const events = (
    await things(stack.base, body.find((r) => r.__id === 'special:public-events').events)
  ).body;
  const matchIds = events.flatMap((e) => e.matches ?? []);
  const matches = (await things(stack.base, matchIds.slice(0, 400))).body;
  const ids = [
    ...new Set([
      ...body.find((r) => r.__id === 'special:players').players.map((p) => p.id),
      ...body.find((r) => r.__id === 'special:teams').teams.map((t) => t.id),
      ...matchIds,
      ...matches.flatMap((m) => m.maps ?? []),
      ...body.find((r) => r.__id === 'special:heroes').heroes.map((h) => h.id),
    ]),
  ].slice(0, 500);
  console.log(`ids for /things: ${ids.length}`);

  const baseline = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await (await fetch(`${stack.base}/health`)).text();
    baseline.push(performance.now() - t);
  }
  const thingsTimes = [];
  for (let i = 0; i < 20; i++) await things(stack.base, ids);
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const res = await things(stack.base, ids);
    thingsTimes.push(performance.now() - t);
    if (res.body.length < ids.length) throw new Error('short answer');
  }
  console.log(`baseline GET /health:           ${fmt(baseline)}`);
  const size = JSON.stringify((await things(stack.base, ids)).body).length;
  console.log(
    `POST /things, ${ids.length} ids (${Math.round(size / 1024)} kB): ${fmt(thingsTimes)}`,
  );

  const users = await demoUsers(stack);
  const organiser = users.byRole('organiser')[0];
  const matchId = body.find((r) => r.__id === 'special:upcoming-matches').matches.at(-1);
  const [match] = (await things(stack.base, [matchId])).body;
  const firstTo = match.first_to;
  const client = connectSocket(stack.socketUrl);
  await connected(client.socket);
  client.socket.emit('subscribe', matchId);
  await new Promise((r) => setTimeout(r, 300));
  const latencies = [];
  const httpTimes = [];
  for (let i = 0; i < 1000; i++) {
    const score = (i % (firstTo - 1 || 1)) + (match.score_1 === i % (firstTo - 1 || 1) ? 0 : 0);
    const want = `${i}`;
    const t0 = performance.now();
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: matchId, updatedData: { custom_name: `bench ${want}`, score_1: score } },
      organiser.token,
    );
    httpTimes.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    const update = await waitFor(
      () => client.updates.find((u) => u.id === matchId && u.data.custom_name === `bench ${want}`),
      10_000,
      'update',
    );
    latencies.push(update.at - t0);
    client.updates.length = 0;
  }
  console.log(`action HTTP answer:             ${fmt(httpTimes)}`);
  console.log(`action → data_update:           ${fmt(latencies)}`);
  client.socket.close();
} finally {
  await stack.close();
}

if (!process.argv.includes('--no-fanout') && process.env.BENCH_FANOUT !== '0') {
  console.log('\nsocket fan-out (tests/bench/fanout.mjs):');
  const fanout = spawnSync(
    process.execPath,
    [path.join(path.dirname(fileURLToPath(import.meta.url)), 'fanout.mjs')],
    { stdio: 'inherit' },
  );
  if (fanout.status !== 0) process.exitCode = fanout.status ?? 1;
}
