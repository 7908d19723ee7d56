#!/usr/bin/env node
// bench:http (issue 14 items B4 and B5), on the benchmark season (DEMO_SEASON=large: 5,000 matches, 800 teams),
// ours against a bare node:http + pg server on the same Postgres (http-bare-server.mjs), open loop from a process
// of its own (open-loop-http.mjs: latency from each request's intended send time), rounds interleaved (odd rounds
// ours first, even rounds bare first).
// - B4 /things 500 ids: POST /things with 500 record ids (200 matches, 150 teams, 150 players), stepped through
//   --things-rates; a path's capacity in a round is the highest rate whose p99 ≤ 100 ms with every answer 200 (the
//   steps above the first miss are not run). Target: ours ≥ 0.8 × bare capacity (median of the per-round ratios).
// - B5 action round trip: update-match-data (a new custom_name each time) at --action-rate over 500 matches, half of
//   the actions on 10 hot ones; bare: one UPDATE of the same row in a copy table. Target: p99 ≤ 2 × bare.
// Both send `accept-encoding: identity` (the bare server compresses nothing either). Prints the tables and, with
// --json <file>, writes the figures.
// Usage: node tests/bench/http-compare.mjs [--only things|actions] [--rounds 3] [--things-rates 20,50,100,150,200]
//   [--step 8] [--action-rate 200] [--duration 15] [--warmup 3] [--json out.json] [--strict]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fmt, helper, load, median, pct } from './bench-kit.mjs';
import { demoUsers, startTestStack } from '../stack/stack-helpers.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    'things-rates': { type: 'string', default: '20,50,100,150,200' },
    step: { type: 'string', default: '8' },
    'action-rate': { type: 'string', default: '200' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const THINGS_RATES = args['things-rates'].split(',').map(Number);
const STEP_S = Number(args.step);
const ACTION_RATE = Number(args['action-rate']);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const RUN_THINGS = !args.only || args.only === 'things';
const RUN_ACTIONS = !args.only || args.only === 'actions';
const TARGETS = { thingsCapacityRatio: 0.8, thingsP99Ms: 100, actionP99Ratio: 2 };
const BARE_TABLE = 'bench_bare_matches';
const HOT = 10;
const say = (line) => console.log(`[http] ${line}`);

// The limits an operator raises for a load test from one address (as env, like any deployment).
const LIMITS_ENV = {
  DEMO_SEASON: 'large',
  ACTION_RATE_LIMIT_BURST: '100000',
  ACTION_RATE_LIMIT_PER_SECOND: '100000',
  THINGS_RATE_LIMIT_BURST: '100000',
  THINGS_RATE_LIMIT_PER_SECOND: '100000',
};

say(`starting the stack with the benchmark season (load ${load()})`);
const stack = await startTestStack({ realtimeReplicas: 1, env: LIMITS_ENV });
const db = new pg.Client({ connectionString: stack.db.url });
await db.connect();
const generator = helper('open-loop-http.mjs');
const bare = helper('http-bare-server.mjs', { BARE_DATABASE_URL: stack.db.url, BARE_TABLE });
const results = { things: null, actions: null };
try {
  await generator.next('ready');
  const { port: barePort } = await bare.next('ready');
  const bareBase = `http://127.0.0.1:${barePort}`;
  const idsOf = async (kind, n) =>
    (
      await db.query(`SELECT id FROM match.records WHERE kind = $1 ORDER BY id LIMIT $2`, [kind, n])
    ).rows.map((r) => r.id);
  const thingIds = [
    ...(await idsOf('match', 200)),
    ...(await idsOf('team', 150)),
    ...(await idsOf('player', 150)),
  ];
  const matches = await idsOf('match', 500);
  if (thingIds.length < 500 || matches.length < 500)
    throw new Error(
      `the benchmark season has too few records (${thingIds.length} ids, ${matches.length} matches)`,
    );
  await db.query(
    `CREATE TABLE ${BARE_TABLE} AS SELECT id, custom_name FROM match.matches WHERE id = ANY($1)`,
    [matches],
  );
  await db.query(`ALTER TABLE ${BARE_TABLE} ADD PRIMARY KEY (id)`);
  const token = (await demoUsers(stack)).byRole('organiser')[0].token;

  const run = async (url, headers, bodies, rate, warmupS, durationS) =>
    generator.ask(
      {
        type: 'run',
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
        bodies,
        rate,
        warmupS,
        durationS,
        timeoutMs: 10_000,
      },
      'done',
    );
  const summary = (r) => ({
    p50: pct(r.samples, 50),
    p99: pct(r.samples, 99),
    p999: pct(r.samples, 99.9),
    worst: r.samples.at(-1) ?? NaN,
    errors: r.errors,
    statuses: r.statuses,
  });

  if (RUN_THINGS) {
    const body = [JSON.stringify({ ids: thingIds.join(',') })];
    const paths = {
      ours: { url: `${stack.base}/things`, headers: {} },
      bare: { url: `${bareBase}/things`, headers: {} },
    };
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? ['ours', 'bare'] : ['bare', 'ours'];
      const row = { round };
      for (const name of order) {
        const steps = [];
        for (const rate of THINGS_RATES) {
          const s = summary(await run(paths[name].url, paths[name].headers, body, rate, 2, STEP_S));
          steps.push({ rate, ...s });
          say(
            `things round ${round} ${name} ${rate}/s: p50 ${fmt(s.p50)} p99 ${fmt(s.p99)} ms, ${s.errors} errors (load ${load()})`,
          );
          if (!(s.p99 <= TARGETS.thingsP99Ms && s.errors === 0)) break;
        }
        const ok = steps.filter((s) => s.p99 <= TARGETS.thingsP99Ms && s.errors === 0);
        row[name] = { steps, capacity: ok.at(-1)?.rate ?? 0 };
      }
      row.ratio = row.bare.capacity ? row.ours.capacity / row.bare.capacity : NaN;
      rounds.push(row);
    }
    const ratio = median(rounds.map((r) => r.ratio));
    results.things = {
      ids: thingIds.length,
      rates: THINGS_RATES,
      rounds,
      ours: median(rounds.map((r) => r.ours.capacity)),
      bare: median(rounds.map((r) => r.bare.capacity)),
      ratio,
      target: TARGETS.thingsCapacityRatio,
      met: ratio >= TARGETS.thingsCapacityRatio,
    };
  }

  if (RUN_ACTIONS) {
    const total = Math.round((WARMUP_S + DURATION_S) * ACTION_RATE);
    const hot = matches.slice(0, HOT);
    const cold = matches.slice(HOT);
    const target = (i) => (i % 2 === 0 ? hot[(i / 2) % HOT] : cold[((i - 1) / 2) % cold.length]);
    const bodiesFor = (round, name) =>
      Array.from({ length: total }, (_, i) => {
        const value = `bench ${round} ${name} ${i}`;
        return name === 'ours'
          ? JSON.stringify({ matchID: target(i), updatedData: { custom_name: value } })
          : JSON.stringify({ id: target(i), custom_name: value });
      });
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? ['ours', 'bare'] : ['bare', 'ours'];
      const row = { round };
      for (const name of order) {
        const url =
          name === 'ours' ? `${stack.base}/actions/update-match-data` : `${bareBase}/update`;
        const headers = name === 'ours' ? { authentication: `Bearer ${token}` } : {};
        const s = summary(
          await run(url, headers, bodiesFor(round, name), ACTION_RATE, WARMUP_S, DURATION_S),
        );
        row[name] = s;
        say(
          `actions round ${round} ${name}: p50 ${fmt(s.p50)} p99 ${fmt(s.p99)} p99.9 ${fmt(s.p999)} worst ${fmt(s.worst)} ms, ${s.errors} errors (load ${load()})`,
        );
      }
      row.ratio = row.ours.p99 / row.bare.p99;
      rounds.push(row);
    }
    const ratio = median(rounds.map((r) => r.ratio));
    results.actions = {
      rate: ACTION_RATE,
      matches: matches.length,
      hot: HOT,
      rounds,
      ours: {
        p50: median(rounds.map((r) => r.ours.p50)),
        p99: median(rounds.map((r) => r.ours.p99)),
      },
      bare: {
        p50: median(rounds.map((r) => r.bare.p50)),
        p99: median(rounds.map((r) => r.bare.p99)),
      },
      ratio,
      target: TARGETS.actionP99Ratio,
      met: ratio <= TARGETS.actionP99Ratio,
    };
  }
} finally {
  await generator.exit();
  await bare.exit();
  await db.end();
  await stack.close();
}

if (results.things) {
  const t = results.things;
  console.log(
    `\nB4 POST /things, ${t.ids} ids, open loop ${t.rates.join(' → ')} req/s (${STEP_S} s each): capacity = highest rate with p99 ≤ ${TARGETS.thingsP99Ms} ms and no error\n`,
  );
  console.log(
    '| round | path | ' + t.rates.map((r) => `${r}/s p50 / p99 ms`).join(' | ') + ' | capacity |',
  );
  console.log(`|---|---|${t.rates.map(() => '---|').join('')}---|`);
  for (const row of t.rounds)
    for (const name of ['ours', 'bare'])
      console.log(
        `| ${row.round} | ${name} | ` +
          t.rates
            .map((rate) => {
              const s = row[name].steps.find((x) => x.rate === rate);
              return s
                ? `${fmt(s.p50)} / ${fmt(s.p99)}${s.errors ? ` (${s.errors} err)` : ''}`
                : '–';
            })
            .join(' | ') +
          ` | ${row[name].capacity}/s |`,
      );
  console.log(
    `\nB4 capacity ours ${t.ours}/s, bare ${t.bare}/s: ${t.ratio.toFixed(2)}× bare (target ≥ ${t.target}): ${t.met ? 'met' : 'MISSED'}`,
  );
}
if (results.actions) {
  const a = results.actions;
  console.log(
    `\nB5 update-match-data, ${a.rate}/s over ${a.matches} matches (half on ${a.hot} hot), ${DURATION_S} s after ${WARMUP_S} s\n`,
  );
  console.log('| round | path | p50 ms | p99 ms | p99.9 ms | worst ms | errors | p99 ÷ bare |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of a.rounds)
    for (const name of ['ours', 'bare']) {
      const s = row[name];
      console.log(
        `| ${row.round} | ${name} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(s.p999)} | ${fmt(s.worst)} | ${s.errors} | ${name === 'ours' ? row.ratio.toFixed(2) : '1.00'} |`,
      );
    }
  console.log(
    `\nB5 action p99 ${a.ratio.toFixed(2)}× bare (target ≤ ${a.target}): ${a.met ? 'met' : 'MISSED'}`,
  );
}
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
const missed = [results.things, results.actions].some((r) => r && !r.met);
process.exit(args.strict && missed ? 1 : 0);
