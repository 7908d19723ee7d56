#!/usr/bin/env node
// `npm run bench` (issue 14 item 1): runs the benchmarks one after the other, each in a process of its own with its
// own stack (each also runs alone: the command in the table's first column), then prints one table — ours, the bare
// baseline of the same run, the ratio, the target, met or MISSED — and writes every figure to a JSON file
// (--out, default bench-results.json in the working directory).
// Usage: node tests/bench/suite.mjs [--only b1,b2,b3,b4,b5,b7,overlay,web] [--rounds 3] [--out file] [--strict]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROUTES, measureRoutes, readManifests } from '../../tools/check-bundle-budgets.mjs';
import { fmt, median } from './bench-kit.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'b1,b2,b3,b4,b5,b7,overlay,web' },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string', default: 'bench-results.json' },
    strict: { type: 'boolean', default: false },
  },
});
const only = new Set(args.only.split(','));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'castline-bench-'));
const rows = [];
const raw = {};

/** Runs one benchmark script with --json; answers its parsed JSON (null when it failed). */
function bench(key, script, extra = []) {
  const json = path.join(tmp, `${key}.json`);
  const command = ['node', `tests/bench/${script}`, ...extra].join(' ');
  console.log(`\n=== ${key}: ${command} ===`);
  const r = spawnSync(process.execPath, [path.join(HERE, script), ...extra, '--json', json], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0 || !existsSync(json)) {
    rows.push({ bench: key, metric: `${script} failed (exit ${r.status})`, met: false });
    return null;
  }
  raw[key] = JSON.parse(readFileSync(json, 'utf8'));
  return raw[key];
}

/** One row of the table: ours, the baseline of the same run, their ratio, the target and whether it is met. */
function row(bench, metric, ours, baseline, ratio, target, met, unit = 'ms') {
  rows.push({ bench, metric, ours, baseline, ratio, target, met, unit });
}

const rounds = ['--rounds', args.rounds];

if (only.has('b1')) {
  const b1 = bench('B1 press → overlay', 'press-paint.mjs', rounds);
  if (b1) {
    const ours = b1.results.filter((r) => r.path === 'ours');
    const bareOf = (round) => b1.results.find((r) => r.path === 'bare' && r.round === round);
    const ratio = median(ours.map((r) => r.overlay.p99 / bareOf(r.round).overlay.p99));
    row(
      'B1 press → overlay',
      'action → overlay p99',
      median(ours.map((r) => r.overlay.p99)),
      median(b1.results.filter((r) => r.path === 'bare').map((r) => r.overlay.p99)),
      ratio,
      `≤ ${b1.targets.overlayP99Ratio}×`,
      ratio <= b1.targets.overlayP99Ratio,
    );
    const trigger = median(ours.map((r) => r.trigger.p99));
    row(
      'B1 press → overlay',
      'prod_trigger → overlay p99',
      trigger,
      median(b1.results.filter((r) => r.path === 'bare').map((r) => r.trigger.p99)),
      NaN,
      `≤ ${b1.targets.triggerP99Ms} ms`,
      trigger <= b1.targets.triggerP99Ms,
    );
  }
}

if (only.has('b2')) {
  const b2 = bench('B2 viewer fan-out', 'fanout.mjs', [...rounds, '--paths', 'bare,direct']);
  if (b2) {
    const direct = b2.results.filter((r) => r.path === 'direct');
    const bareOf = (round) => b2.results.find((r) => r.path === 'bare' && r.round === round);
    const bare = b2.results.filter((r) => r.path === 'bare');
    const p99 = median(direct.map((r) => r.p99 / bareOf(r.round).p99));
    row(
      'B2 viewer fan-out',
      `delivery p99, ${b2.sockets} sockets × ${b2.subscriptions}, ${b2.rate}/s`,
      median(direct.map((r) => r.p99)),
      median(bare.map((r) => r.p99)),
      p99,
      '≤ 1.25×',
      p99 <= 1.25,
    );
    const kb = median(direct.map((r) => r.kbPerSocket / bareOf(r.round).kbPerSocket));
    row(
      'B2 viewer fan-out',
      'server memory per socket',
      median(direct.map((r) => r.kbPerSocket)),
      median(bare.map((r) => r.kbPerSocket)),
      kb,
      '≤ 1.2×',
      kb <= 1.2,
      'kB',
    );
  }
}

if (only.has('b3')) {
  const b3 = bench('B3 reconnect avalanche', 'reconnect.mjs', rounds);
  if (b3) {
    const of = (which) => median(b3.results.filter((r) => r.which === which).map((r) => r.p95Ms));
    row(
      'B3 reconnect avalanche',
      'p95 resubscribed after SIGKILL + restart',
      of('ours'),
      of('bare'),
      b3.ratio,
      `≤ ${b3.targets.p95Ratio}×`,
      b3.ratio <= b3.targets.p95Ratio,
    );
    row(
      'B3 reconnect avalanche',
      'sockets stale after recovery',
      b3.stale,
      NaN,
      NaN,
      '0',
      b3.stale === 0,
      '',
    );
  }
}

if (only.has('b4') || only.has('b5')) {
  const which =
    only.has('b4') && only.has('b5') ? [] : ['--only', only.has('b4') ? 'things' : 'actions'];
  const http = bench('B4/B5 HTTP', 'http-compare.mjs', [...rounds, ...which]);
  if (http?.things) {
    const t = http.things;
    row(
      'B4 /things 500 ids',
      'capacity at p99 ≤ 100 ms',
      t.ours,
      t.bare,
      t.ratio,
      `≥ ${t.target}×`,
      t.met,
      'req/s',
    );
  }
  if (http?.actions) {
    const a = http.actions;
    row(
      'B5 action round trip',
      `p99 at ${a.rate}/s`,
      a.ours.p99,
      a.bare.p99,
      a.ratio,
      `≤ ${a.target}×`,
      a.met,
    );
  }
}

if (only.has('b7')) {
  const b7 = bench('B7 memory per socket', 'memory.mjs');
  if (b7) {
    for (const size of [...new Set(b7.results.map((r) => r.sockets))]) {
      const ours = b7.results.find((r) => r.sockets === size && r.path === 'ours');
      const bare = b7.results.find((r) => r.sockets === size && r.path === 'bare');
      for (const [metric, key] of [
        ['heap', 'heapKbPerSocket'],
        ['RSS', 'rssKbPerSocket'],
      ]) {
        const ratio = ours[key] / bare[key];
        row(
          'B7 memory per idle socket',
          `${metric} at ${size} sockets × ${b7.subscriptions}`,
          ours[key],
          bare[key],
          ratio,
          `≤ ${b7.target}×`,
          ratio <= b7.target,
          'kB',
        );
      }
    }
  }
}

if (only.has('overlay')) {
  // Issue 15 item 3: an overlay's main-thread work in Chromium, against a blank page of the same run. Our own target:
  // at most 50 ms of work per second (5% of one core), so a scene of ten overlays leaves OBS its encoder.
  const ov = bench('Overlay CPU', 'overlay-cpu.mjs', rounds);
  if (ov) {
    const [blank, ...pages] = ov.summary;
    for (const page of pages)
      row(
        'Overlay CPU (ms/s main thread)',
        page.page,
        page.taskMsPerS,
        blank.taskMsPerS,
        NaN,
        '≤ 50 ms/s',
        page.taskMsPerS <= 50,
        'ms/s',
      );
  }
}

if (only.has('web')) {
  console.log('\n=== Web: initial JS per route family (tools/check-bundle-budgets.mjs) ===');
  const dist = path.join(ROOT, 'apps/web/dist');
  const sizeOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const measured = measureRoutes(readManifests(dist), ROUTES, sizeOf);
  raw.web = measured.map(({ route, budget, gzip, page }) => ({ route, budget, gzip, page }));
  for (const m of measured)
    row(
      'Web initial JS (gzip)',
      m.route,
      m.gzip / 1000,
      NaN,
      NaN,
      `≤ ${m.budget / 1000} kB`,
      m.gzip <= m.budget && m.problems.length === 0,
      'kB',
    );
}

const cell = (v, unit) => (Number.isFinite(v) ? `${fmt(v)} ${unit}` : '–');
console.log('\n| benchmark | metric | ours | baseline (same run) | ratio | target | result |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.bench} | ${r.metric} | ${cell(r.ours, r.unit)} | ${cell(r.baseline, r.unit)} | ${
      Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}×` : '–'
    } | ${r.target ?? '–'} | ${r.met ? 'met' : 'MISSED'} |`,
  );
writeFileSync(
  args.out,
  JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, rows, raw }, null, 2),
);
console.log(`\nfigures: ${path.resolve(args.out)}`);
process.exit(args.strict && rows.some((r) => !r.met) ? 1 : 0);
