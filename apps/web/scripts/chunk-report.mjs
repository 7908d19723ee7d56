#!/usr/bin/env node
// Builds the web app and prints the chunk graph: for each chunk its gzipped size, static and dynamic imports
// and largest modules; then the initial JS (gzipped) of a few routes = the entry, the lazy chunks the route
// loads, and everything those import statically. Usage: node scripts/chunk-report.mjs [--modules]
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const showModules = process.argv.includes('--modules');
const chunks = new Map();
await build({
  logLevel: 'warn',
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
function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}
function byFacade(fragment) {
  for (const [file, chunk] of chunks) if (chunk.facade?.includes(fragment)) return file;
  throw new Error(`no chunk for ${fragment}`);
}

for (const [file, chunk] of [...chunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${file}  ${kb(chunk.gzip)} gz${chunk.isEntry ? '  [entry]' : ''}`);
  if (chunk.imports.length) console.log(`    imports: ${chunk.imports.join(', ')}`);
  if (chunk.dynamicImports.length) console.log(`    lazy: ${chunk.dynamicImports.join(', ')}`);
  for (const mod of chunk.modules.slice(0, showModules ? (process.env.ALL ? 1000 : 12) : 0))
    console.log(`      ${kb(mod.size).padStart(9)}  ${mod.id}`);
}

const entry = [...chunks].find(([, c]) => c.isEntry)?.[0];
const routes = {
  'Home (/)': [entry, byFacade('app/layouts/site-shell'), byFacade('routes/public/index')],
  'Events (/events)': [entry, byFacade('app/layouts/site-shell'), byFacade('routes/public/index')],
  'Event (/event/:id)': [entry, byFacade('app/layouts/site-shell'), byFacade('routes/event/index')],
  'Event bracket (/event/:id/bracket)': [
    entry,
    byFacade('app/layouts/site-shell'),
    byFacade('routes/event/index'),
    byFacade('routes/event/pages/event-bracket-page'),
  ],
  'Teams, Players, Streams (/teams, /players, /streams)': [
    entry,
    byFacade('app/layouts/site-shell'),
    byFacade('routes/public/listings'),
  ],
  'Team (/team/:id)': [entry, byFacade('app/layouts/site-shell'), byFacade('routes/team/index')],
  'Player (/player/:id)': [
    entry,
    byFacade('app/layouts/site-shell'),
    byFacade('routes/player/index'),
  ],
  'Match (/match/:id, /detailed/:id)': [
    entry,
    byFacade('app/layouts/site-shell'),
    byFacade('routes/match/index'),
  ],
  'News (/news/:slug)': [entry, byFacade('app/layouts/site-shell'), byFacade('routes/news/index')],
  'Overlay (/broadcast/:code/ingame)': [entry, byFacade('overlays/index')],
};
console.log('\nInitial JS per route (gzipped, entry + lazy route chunks + their static imports):');
for (const [route, files] of Object.entries(routes)) {
  const all = closure(files);
  const total = [...all].reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);
  console.log(`  ${route}: ${kb(total)} in ${all.size} files (${[...all].join(', ')})`);
}
