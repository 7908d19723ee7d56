#!/usr/bin/env node
// Benchmarks of the pure rules (not part of `npm test`): bracket resolve on a 64-team double elimination and
// standings for a 20-team double round robin. The bench sources are TypeScript beside each lib; this script
// transpiles them with swc against the libs' built output and runs them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = spawnSync(process.execPath, [path.join(root, 'tools/build.mjs'), '--backend-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

function transpile(lib, file) {
  const src = readFileSync(path.join(root, 'libs', lib, 'bench', file), 'utf8');
  const { code } = transformSync(src, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const outDir = path.join(root, 'libs', lib, 'bench-dist');
  mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, file.replace(/\.ts$/, '.js'));
  writeFileSync(out, code.replaceAll("'../src/", "'../dist/"));
  return out;
}

transpile('brackets', 'resolve.bench.ts');
const bracketRunner = transpile('brackets', 'run-resolve-bench.ts');
const standings = transpile('domain', 'standings.bench.ts');

console.log('\nBracket resolve, 64-team double elimination (126 matches):');
spawnSync(process.execPath, [bracketRunner], { stdio: 'inherit' });
const { runStandingsBench } = await import(pathToFileURL(standings).href);
const r = runStandingsBench();
console.log('\nStandings, 20-team double round robin:');
console.log(
  `${r.matches} matches, ${r.maps} maps, ${r.iterations} runs: mean ${r.meanMs.toFixed(3)} ms, p50 ${r.medianMs.toFixed(3)} ms, p95 ${r.p95Ms.toFixed(3)} ms, max ${r.maxMs.toFixed(3)} ms`,
);
