#!/usr/bin/env node
// `npm test`: every test tier, in order, against the real Postgres, NATS and Redis of this machine.
// Tiers: static (typecheck + lint), unit (jest + vitest), integration (per service), compose (docker-compose
// config), stack (every process, real sockets), chaos (faults injected into a stack on its own NATS, Postgres and
// Redis under load), e2e (Playwright in Chromium). `npm test -- unit int` runs some.
// Ends with one line "N passed, N failed" counting tests across tiers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites, MissingPrerequisite } from './prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const ALL = ['static', 'unit', 'int', 'compose', 'stack', 'chaos', 'e2e'];
const wanted = process.argv.slice(2).filter((a) => ALL.includes(a));
const tiers = wanted.length ? wanted : ALL;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'castline-test-'));
const results = [];
let built = false;

function run(cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...opts.env },
  });
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
}

function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const j = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: j.numPassedTests,
    failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
  };
}

function tapCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const text = readFileSync(file, 'utf8');
  const num = (key) =>
    Number(
      /^# (\w+) (\d+)$/m.exec(
        text
          .split('\n')
          .filter((l) => l.startsWith(`# ${key} `))
          .pop() ?? '',
      )?.[2] ?? 0,
    );
  return { passed: num('pass'), failed: num('fail') + num('cancelled') };
}

function record(tier, ok, seconds, counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) {
  const failed = ok ? counts.failed : Math.max(counts.failed, 1);
  results.push({ tier, ok: ok && failed === 0, seconds, passed: counts.passed, failed });
}

/** node:test over `paths`, one file at a time, spec to the console and TAP to a file for the counts. */
function nodeTests(name, paths) {
  const out = path.join(tmp, `${name}.tap`);
  const r = run(process.execPath, [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${out}`,
    ...paths,
  ]);
  return { ...r, counts: tapCounts(out) };
}

function build() {
  if (built) return true;
  const r = run(process.execPath, [path.join(root, 'tools/build.mjs')]);
  built = r.ok;
  return r.ok;
}

for (const tier of tiers) {
  console.log(`\n=== ${tier} ===`);
  // What the tier needs of the machine (packages, Postgres/Redis/NATS), installed or started as .ci/run does.
  try {
    await ensurePrerequisites([tier]);
  } catch (error) {
    if (!(error instanceof MissingPrerequisite)) throw error;
    console.error(`${tier}: prerequisite missing: ${error.message}`);
    record(`${tier}: prerequisites`, false, 0);
    continue;
  }
  if (tier === 'static') {
    const a = run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
    const w = existsSync(path.join(root, 'apps/web/tsconfig.json'))
      ? run(bin('tsc'), ['-p', 'apps/web/tsconfig.json', '--noEmit'])
      : { ok: true, seconds: 0 };
    // The Nx module-boundary rule reads the cached project graph: compute it first, or the rule is skipped.
    run(bin('nx'), ['show', 'projects'], { env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
    const l = run(bin('eslint'), ['.', '--max-warnings=0']);
    record('static: typecheck', a.ok && w.ok, a.seconds + w.seconds);
    record('static: lint', l.ok, l.seconds);
    // Every file formatted (issue 11 item 5): `npx prettier --write .` fixes what this names.
    const f = run(bin('prettier'), ['--check', '.', '--log-level=warn']);
    record('static: prettier --check', f.ok, f.seconds);
    // Bundle budgets (issue 11 item 3): build the web app, then check every route's initial JS against its budget.
    const wb = run('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
    const bs = run(process.execPath, [
      '--test',
      'tools/check-bundle-budgets.test.mjs',
      'tools/prerequisites.test.mjs',
    ]);
    const bb = wb.ok
      ? run(process.execPath, ['tools/check-bundle-budgets.mjs'])
      : { ok: false, seconds: 0 };
    record(
      'static: tools and bundle budgets',
      wb.ok && bs.ok && bb.ok,
      wb.seconds + bs.seconds + bb.seconds,
    );
  } else if (tier === 'unit') {
    const out = path.join(tmp, 'unit.json');
    const j = run(bin('jest'), [
      '--config',
      'jest.config.cjs',
      '--json',
      `--outputFile=${out}`,
      '--silent',
    ]);
    record('unit: backend and libs (jest)', j.ok, j.seconds, jestCounts(out));
    const vout = path.join(tmp, 'web.json');
    const v = run('npm', [
      'test',
      '--silent',
      '-w',
      'apps/web',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vout}`,
    ]);
    record('unit: web (vitest)', v.ok, v.seconds, jestCounts(vout));
  } else if (tier === 'int') {
    const out = path.join(tmp, 'int.json');
    const j = run(bin('jest'), [
      '--config',
      'jest.int.config.cjs',
      '--runInBand',
      '--json',
      `--outputFile=${out}`,
    ]);
    record('integration: services (jest)', j.ok, j.seconds, jestCounts(out));
  } else if (tier === 'compose') {
    const c = run('docker-compose', ['-f', 'docker-compose.yml', 'config', '--quiet']);
    record('compose: docker-compose config', c.ok, c.seconds);
    const ctap = path.join(tmp, 'compose.tap');
    const e = run(process.execPath, [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${ctap}`,
      'tests/compose/',
    ]);
    record('compose: edge routes (node:test)', e.ok, e.seconds, tapCounts(ctap));
  } else if (tier === 'stack') {
    if (!build()) {
      record('stack: build', false, 0);
      continue;
    }
    const n = nodeTests('stack', ['tests/stack/', 'tests/fakes/']);
    record('stack: every process (node:test)', n.ok, n.seconds, n.counts);
  } else if (tier === 'chaos') {
    if (!build()) {
      record('chaos: build', false, 0);
      continue;
    }
    const c = nodeTests('chaos', ['tests/chaos/']);
    record('chaos: faults under load (node:test)', c.ok, c.seconds, c.counts);
  } else if (tier === 'e2e') {
    if (!existsSync(path.join(root, 'tests/e2e/playwright.config.ts'))) continue;
    if (!build()) {
      record('e2e: build', false, 0);
      continue;
    }
    const out = path.join(tmp, 'e2e.json');
    const p = run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    let counts = { passed: 0, failed: p.ok ? 0 : 1 };
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
      counts = { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) };
    }
    record('e2e: browser (Playwright)', p.ok, p.seconds, counts);
  }
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.tier.padEnd(36)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
