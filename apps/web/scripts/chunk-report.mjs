#!/usr/bin/env node
// Builds the web app (into a temporary directory: dist/ stays as it is) and prints the chunk graph: for each chunk
// its gzipped size, static and dynamic imports and largest modules. The initial JS of every page against its budget
// is `node tools/check-bundle-budgets.mjs --pages` (after `npm run build -w apps/web`).
// Usage: node scripts/chunk-report.mjs [--modules]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const showModules = process.argv.includes('--modules');
const chunks = new Map();
const outDir = mkdtempSync(path.join(tmpdir(), 'castline-chunks-'));
await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'chunk-report',
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks.set(item.fileName, {
            name: item.name,
            isEntry: item.isEntry,
            gzip: gzipSync(item.code).length,
            imports: item.imports,
            dynamicImports: item.dynamicImports,
            facade: item.facadeModuleId,
            modules: Object.entries(item.modules)
              .map(([id, info]) => ({
                id: id.replace(/^.*node_modules\//, '~/').replace(/^.*apps\/web\//, ''),
                size: info.renderedLength,
              }))
              .sort((a, b) => b.size - a.size),
          });
        }
      },
    },
  ],
});

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
for (const [file, chunk] of [...chunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${file}  ${kb(chunk.gzip)} gz${chunk.isEntry ? '  [entry]' : ''}`);
  if (chunk.imports.length) console.log(`    imports: ${chunk.imports.join(', ')}`);
  if (chunk.dynamicImports.length) console.log(`    lazy: ${chunk.dynamicImports.join(', ')}`);
  for (const mod of chunk.modules.slice(0, showModules ? (process.env.ALL ? 1000 : 12) : 0))
    console.log(`      ${kb(mod.size).padStart(9)}  ${mod.id}`);
}

rmSync(outDir, { recursive: true, force: true });
console.log('\nInitial JS per page: node tools/check-bundle-budgets.mjs --pages');
