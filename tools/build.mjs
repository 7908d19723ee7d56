#!/usr/bin/env node
// Builds every backend package with swc (libs first, then apps) and, unless --backend-only, the web app with Vite.
// Type-checking is separate (`npm run typecheck`), so this stays fast enough to run on every `npm start`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIBS = ['contracts', 'domain', 'brackets', 'nest-kit', 'demo'];
const APPS = ['auth-svc', 'match-svc', 'broadcast-svc', 'realtime-svc', 'gateway'];
const backendOnly = process.argv.includes('--backend-only');
const swc = path.join(root, 'node_modules/.bin/swc');

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) {
    console.error(`build failed: ${cmd} ${args.join(' ')} (in ${path.relative(root, cwd) || '.'})`);
    process.exit(r.status ?? 1);
  }
}

const started = Date.now();
for (const dir of [...LIBS.map((l) => `libs/${l}`), ...APPS.map((a) => `apps/${a}`)]) {
  const cwd = path.join(root, dir);
  rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
  run(
    swc,
    [
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--config-file',
      path.join(root, '.swcrc'),
      '--ignore',
      '**/*.spec.ts',
      '--quiet',
    ],
    cwd,
  );
}
if (!backendOnly) run('npm', ['run', 'build', '--silent', '-w', 'apps/web'], root);
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
