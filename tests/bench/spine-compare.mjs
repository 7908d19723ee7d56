#!/usr/bin/env node
// Before/after benchmark of the spine rewrite (issue 10 item 6), not part of `npm test`: the same workload against
// two checkouts of Castline, one stack at a time, each started with ITS OWN tools/stack.mjs and stack helpers on a
// fresh database with the demo season. Per run: GET /health round trip, POST /things with 500 demo ids, and
// action → data_update (one socket subscribed to a match, sequential update-match-data actions). Rounds alternate
// the order (before, after / after, before / …) and the verdict compares the medians of the per-round p50s.
//
//   npm run bench:spine -- [--before <tree>] [--after <tree>] [--rounds 4] [--strict]
//
// The "before" tree (default /work/castline-before, or CASTLINE_BEFORE_TREE) is commit 1ff00ec:
//   git -C <this repo> worktree add --detach /work/castline-before 1ff00ec
//   cd /work/castline-before && npm install && node tools/build.mjs
// The "after" tree defaults to this checkout (build it first: node tools/build.mjs). When others rebuild this
// checkout meanwhile (its dist folders vanish mid-run), pin "after" to a worktree of its own at the commit under test:
//   git worktree add --detach /work/castline-after HEAD && cd /work/castline-after && npm install && node tools/build.mjs
// --strict exits with 1 when POST /things or action → data_update is more than 10% slower after.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HERE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_BEFORE = '/work/castline-before';
const BEFORE_COMMIT = '1ff00ec';
/** A ratio after/before above this is a regression (the issue: "no regression beyond 10%"). */
const REGRESSION_RATIO = 1.1;
/** One client sending as fast as it can: lift the per-address action limit, as run.mjs does. */
const STACK_ENV = {
  ACTION_RATE_LIMIT_BURST: '100000',
  ACTION_RATE_LIMIT_PER_SECOND: '100000',
  THINGS_RATE_LIMIT_BURST: '100000',
  THINGS_RATE_LIMIT_PER_SECOND: '100000',
};
const THINGS_IDS = 500;

const { values: args } = parseArgs({
  options: {
    before: { type: 'string', default: process.env.CASTLINE_BEFORE_TREE ?? DEFAULT_BEFORE },
    after: { type: 'string', default: process.env.CASTLINE_AFTER_TREE ?? HERE_ROOT },
    rounds: { type: 'string', default: '4' },
    'health-samples': { type: 'string', default: '200' },
    'things-warmup': { type: 'string', default: '20' },
    'things-samples': { type: 'string', default: '200' },
    'action-warmup': { type: 'string', default: '20' },
    'action-samples': { type: 'string', default: '500' },
    strict: { type: 'boolean', default: false },
  },
});
const count = (name) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const settings = {
  rounds: count('rounds'),
  healthSamples: count('health-samples'),
  thingsWarmup: count('things-warmup'),
  thingsSamples: count('things-samples'),
  actionWarmup: count('action-warmup'),
  actionSamples: count('action-samples'),
};

/** The measures, in table order; `gated` ones decide the verdict (the two the issue names). */
const MEASURES = [
  { key: 'health', label: 'GET /health (baseline)', gated: false },
  { key: 'things', label: `POST /things, ${THINGS_IDS} ids`, gated: true },
  { key: 'actionHttp', label: 'action HTTP answer', gated: false },
  { key: 'dataUpdate', label: 'action → data_update', gated: true },
];

// ---------------------------------------------------------------- statistics

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const ms = (x) => x.toFixed(2).padStart(8);
const formatSummary = (s) =>
  `p50 ${ms(s.p50)} · p95 ${ms(s.p95)} · p99 ${ms(s.p99)} · mean ${ms(s.mean)} ms (n=${s.n})`;

// ---------------------------------------------------------------- trees

/** Checks a tree is a built checkout; answers its stack helpers' URL or throws how to prepare it. */
function helpersOf(name, tree) {
  const helpers = path.join(tree, 'tests/stack/stack-helpers.mjs');
  const missing = [
    helpers,
    path.join(tree, 'node_modules'),
    ...['gateway', 'auth-svc', 'match-svc', 'broadcast-svc', 'realtime-svc'].map((app) =>
      path.join(tree, `apps/${app}/dist/main.js`),
    ),
  ].filter((p) => !existsSync(p));
  if (missing.length === 0) return pathToFileURL(helpers).href;
  const prepare =
    name === 'before'
      ? [
          `  git -C ${HERE_ROOT} worktree add --detach ${tree} ${BEFORE_COMMIT}   # if the folder is missing`,
          `  cd ${tree} && npm install && node tools/build.mjs`,
        ]
      : [`  cd ${tree} && npm install && node tools/build.mjs`];
  throw new Error(
    [
      `The "${name}" tree at ${tree} is not ready (missing: ${missing.map((p) => path.relative(tree, p)).join(', ')}).`,
      'Prepare it with:',
      ...prepare,
      `or point --${name} (or CASTLINE_${name.toUpperCase()}_TREE) at a built checkout.`,
    ].join('\n'),
  );
}

// ---------------------------------------------------------------- one run

/** The 500 ids of run.mjs: players, teams, matches, maps, heroes, the first 500 distinct. */
async function pickIds(helpers, base) {
  const { body } = await helpers.things(base, [
    'special:players',
    'special:teams',
    'special:upcoming-matches',
    'special:public-events',
    'special:heroes',
  ]);
  const special = (id) => body.find((r) => r.__id === id);
  const events = (await helpers.things(base, special('special:public-events').events)).body;
  const matchIds = events.flatMap((e) => e.matches ?? []);
  const matches = (await helpers.things(base, matchIds.slice(0, 400))).body;
  const ids = [
    ...new Set([
      ...special('special:players').players.map((p) => p.id),
      ...special('special:teams').teams.map((t) => t.id),
      ...matchIds,
      ...matches.flatMap((m) => m.maps ?? []),
      ...special('special:heroes').heroes.map((h) => h.id),
    ]),
  ].slice(0, THINGS_IDS);
  return { ids, benchMatchId: special('special:upcoming-matches').matches.at(-1) };
}

async function measureHealth(base) {
  const samples = [];
  for (let i = 0; i < settings.healthSamples; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/health`)).text();
    samples.push(performance.now() - t0);
  }
  return samples;
}

async function measureThings(helpers, base, ids) {
  const once = async () => {
    const t0 = performance.now();
    const res = await helpers.things(base, ids);
    const elapsed = performance.now() - t0;
    if (res.status !== 200 || res.body.length < ids.length)
      throw new Error(
        `POST /things answered ${res.status} with ${res.body.length} of ${ids.length}`,
      );
    return elapsed;
  };
  for (let i = 0; i < settings.thingsWarmup; i++) await once();
  const samples = [];
  for (let i = 0; i < settings.thingsSamples; i++) samples.push(await once());
  const size = JSON.stringify((await helpers.things(base, ids)).body).length;
  return { samples, kB: Math.round(size / 1024) };
}

/**
 * Sequential update-match-data actions on one match with a socket subscribed to it: the HTTP answer time and the
 * time from sending to the socket's data_update carrying the new name (listened for before sending: the update
 * may arrive before the HTTP answer). Scores move as in run.mjs, so derived records are recomputed too.
 */
async function measureActions(helpers, stack, matchId) {
  const users = await helpers.demoUsers(stack);
  const organiser = users.byRole('organiser')[0];
  if (!organiser) throw new Error('no demo organiser');
  const [match] = (await helpers.things(stack.base, [matchId])).body;
  const scoreSpan = match.first_to - 1 || 1;
  // As the browser connects: straight to a realtime replica where the tree says so (GET /config.json), else the
  // page origin (trees before issue 11 proxied /socket.io through the gateway).
  const client = helpers.connectSocket(stack.socketUrl ?? stack.base);
  await helpers.connected(client.socket);
  const waiters = new Map();
  client.socket.on('data_update', (id, data) => {
    const waiter = id === matchId ? waiters.get(data?.custom_name) : undefined;
    if (!waiter) return;
    waiters.delete(data.custom_name);
    waiter(performance.now());
  });
  client.socket.emit('subscribe', matchId);
  await new Promise((r) => setTimeout(r, 300));

  const once = async (label, i) => {
    const name = `bench ${label}`;
    let timer;
    const arrived = new Promise((resolve, reject) => {
      waiters.set(name, resolve);
      timer = setTimeout(() => reject(new Error(`no data_update for "${name}" in 10 s`)), 10_000);
    });
    const t0 = performance.now();
    const res = await helpers.action(
      stack.base,
      'update-match-data',
      { matchID: matchId, updatedData: { custom_name: name, score_1: i % scoreSpan } },
      organiser.token,
    );
    const http = performance.now() - t0;
    if (res.status !== 200) throw new Error(`update-match-data: ${JSON.stringify(res.body)}`);
    const at = await arrived.finally(() => clearTimeout(timer));
    return { http, dataUpdate: at - t0 };
  };
  try {
    for (let i = 0; i < settings.actionWarmup; i++) await once(`warm-up ${i}`, i);
    const http = [];
    const dataUpdate = [];
    for (let i = 0; i < settings.actionSamples; i++) {
      const sample = await once(String(i), i);
      http.push(sample.http);
      dataUpdate.push(sample.dataUpdate);
    }
    return { http, dataUpdate };
  } finally {
    client.socket.close();
  }
}

/** One tree: a fresh stack from its own helpers, the three measurements, the stack stopped and dropped. */
async function runTree(name, tree, helpersUrl) {
  const helpers = await import(helpersUrl);
  const started = performance.now();
  const stack = await helpers.startTestStack({ realtimeReplicas: 1, env: STACK_ENV });
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const { ids, benchMatchId } = await pickIds(helpers, stack.base);
    if (ids.length < THINGS_IDS) throw new Error(`only ${ids.length} demo ids for /things`);
    const health = await measureHealth(stack.base);
    const things = await measureThings(helpers, stack.base, ids);
    const actions = await measureActions(helpers, stack, benchMatchId);
    const result = {
      tree: name,
      ids,
      kB: things.kB,
      stats: {
        health: summarize(health),
        things: summarize(things.samples),
        actionHttp: summarize(actions.http),
        dataUpdate: summarize(actions.dataUpdate),
      },
    };
    // Other processes on the machine skew a run: the load average shows when one did.
    const load = os.loadavg()[0].toFixed(2);
    console.log(
      `  ${name} (${tree}; stack up in ${startSeconds.toFixed(1)} s, /things answer ${things.kB} kB, load ${load})`,
    );
    for (const m of MEASURES)
      console.log(`    ${m.label.padEnd(24)} ${formatSummary(result.stats[m.key])}`);
    return result;
  } finally {
    await stack.close();
  }
}

// ---------------------------------------------------------------- main

const trees = { before: path.resolve(args.before), after: path.resolve(args.after) };
let helpersUrls;
try {
  helpersUrls = {
    before: helpersOf('before', trees.before),
    after: helpersOf('after', trees.after),
  };
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

console.log(
  `spine before/after: ${settings.rounds} round(s); per run ${settings.healthSamples} /health, ` +
    `${settings.thingsSamples} /things (+${settings.thingsWarmup} warm-up), ` +
    `${settings.actionSamples} actions (+${settings.actionWarmup} warm-up)`,
);
const results = { before: [], after: [] };
for (let round = 0; round < settings.rounds; round++) {
  const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
  console.log(`\nround ${round + 1}: ${order.join(', ')}`);
  for (const name of order) results[name].push(await runTree(name, trees[name], helpersUrls[name]));
}

const firstIds = results.before[0].ids.join(',');
const sameIds = [...results.before, ...results.after].every((r) => r.ids.join(',') === firstIds);
console.log(
  `\nsame ${THINGS_IDS} ids in every run: ${sameIds ? 'yes' : 'NO (the demo seeds differ)'}`,
);

const aggregate = (name, key, stat) => median(results[name].map((r) => r.stats[key][stat]));
const header = `${'measure'.padEnd(24)} ${'before p50'.padStart(11)} ${'after p50'.padStart(11)} ${'ratio'.padStart(6)}   ${'before p95'.padStart(11)} ${'after p95'.padStart(11)} ${'ratio'.padStart(6)}  verdict`;
console.log(
  `\nmedians over ${settings.rounds} round(s) of each run's p50 and p95 (ms); ratio = after / before`,
);
console.log(header);
console.log('-'.repeat(header.length));
const regressions = [];
for (const m of MEASURES) {
  const before50 = aggregate('before', m.key, 'p50');
  const after50 = aggregate('after', m.key, 'p50');
  const before95 = aggregate('before', m.key, 'p95');
  const after95 = aggregate('after', m.key, 'p95');
  const ratio = after50 / before50;
  const regressed = ratio > REGRESSION_RATIO;
  if (regressed && m.gated) regressions.push(m.label);
  const verdict = `${regressed ? 'REGRESSION' : 'ok'}${m.gated ? '' : ' (info)'}`;
  console.log(
    `${m.label.padEnd(24)} ${ms(before50).padStart(11)} ${ms(after50).padStart(11)} ${ratio.toFixed(3).padStart(6)}   ` +
      `${ms(before95).padStart(11)} ${ms(after95).padStart(11)} ${(after95 / before95).toFixed(3).padStart(6)}  ${verdict}`,
  );
}
if (regressions.length > 0) {
  console.log(`\nREGRESSION beyond 10% (p50): ${regressions.join(', ')}`);
  if (args.strict) process.exit(1);
} else {
  console.log('\nno regression beyond 10% on the gated measures (p50)');
}
