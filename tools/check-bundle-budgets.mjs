#!/usr/bin/env node
// Bundle budgets (issue 11 item 3): the initial JavaScript of every route family, gzipped as transferred, read
// from the web build's Vite manifests (apps/web/dist/.vite/manifest.json and overlay-manifest.json). A route's
// initial JS = its document's entry chunk, the lazy chunks the router loads for it (an area's layout and, for a
// family of sub-pages, each page's own chunk in turn), and every chunk those import statically. Fails listing each
// route or page over its budget (and each route whose chunk is no longer in the manifest).
// Usage: node tools/check-bundle-budgets.mjs [--pages] [distDir]   (--pages: every page of a family, not only the
// largest; build first: node tools/build.mjs or npm run build -w apps/web)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 11 item 3: initial JS (gzipped) of Home and every public page, and of an overlay route. */
export const SITE_BUDGET = 150_000;
export const OVERLAY_BUDGET = 60_000;

/** The site document's entry (React, the router, the app, the site shell and its Mantine core). */
const SITE = ['index.html'];
/**
 * Route families: `chunks` are the manifest keys loaded before a page shows (document entry, the area's lazy
 * layout chunk); `pages`, when given, matches the lazy page chunks of the family (dynamic entries of the
 * manifest: one per sub-page), each measured on top of `chunks`, so a new sub-page is covered without a new row.
 */
export const ROUTES = [
  {
    route: 'Home (/), Events (/events), Not Found',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/public/index.ts'],
  },
  {
    route: 'Teams, players, streams',
    budget: SITE_BUDGET,
    chunks: SITE,
    pages: /^src\/routes\/public\/(teams|players|streams)-page\.tsx$/,
  },
  {
    route: 'Event pages (/event/:id/*, mini-site root)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/event/index.ts'],
    pages: /^src\/routes\/event\/pages\/event-[a-z-]+-page\.tsx$/,
  },
  {
    route: 'Team pages (/team/:id/*)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/team/index.ts'],
    pages: /^src\/features\/team-pages\/components\/team-[a-z-]+\.tsx$/,
  },
  {
    route: 'Player pages (/player/:id/*)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/player/index.ts'],
    pages: /^src\/features\/player-pages\/components\/player-[a-z-]+\.tsx$/,
  },
  {
    route: 'Match pages (/match/:id/*)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/match/index.ts'],
    pages: /^src\/features\/match-pages\/components\/match-[a-z-]+\.tsx$/,
  },
  {
    route: 'Detailed match (/detailed/:id)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/match/detailed-page.tsx'],
  },
  {
    route: 'News (/news/:slug)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/news/index.ts'],
  },
  {
    route: 'Learn (/learn/*)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/learn/index.ts'],
  },
  {
    route: 'Tools (/tools/*)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/tools/index.ts'],
  },
  {
    route: 'Cams (/cams)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/cams/index.ts'],
  },
  {
    route: 'Account (/login, /profile, /me)',
    budget: SITE_BUDGET,
    chunks: SITE,
    pages: /^src\/routes\/account\/[a-z-]+-page\.tsx$/,
  },
  {
    // The page, its header and broadcast editor; each module is a lazy chunk loaded when it shows.
    route: 'Dashboard (/dashboard)',
    budget: SITE_BUDGET,
    chunks: [...SITE, 'src/routes/dashboard/dashboard-page.tsx'],
  },
  {
    route: 'Overlay (/broadcast/:code/*, /client/:key/*)',
    budget: OVERLAY_BUDGET,
    chunks: ['overlay.html'],
    // Each overlay (and the client's admin page) is a lazy chunk of its own, measured with the document.
    pages: /^src\/overlays\/[a-z-]+\/[a-z-]+-(overlay|page)\.tsx$/,
    overlay: true,
  },
];

/** The JS files and CSS files of `keys` and of every chunk they import statically. */
function collect(manifest, keys, problems) {
  const files = new Set();
  const css = new Set();
  const stack = [...keys];
  const seen = new Set();
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      problems.push(
        `chunk "${key}" is not in the manifest (renamed? update ROUTES in tools/check-bundle-budgets.mjs)`,
      );
      continue;
    }
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    stack.push(...(chunk.imports ?? []));
  }
  return { files, css };
}

/**
 * Measures every route of `routes` against `manifest` (the merged Vite manifests). `sizeOf(file)` answers the
 * gzipped size of an output file. Answers one row per route: its files, gzipped total, budget and problems; a
 * route with `pages` answers its largest page (`page`) and a problem for every page over budget.
 */
export function measureRoutes(manifest, routes, sizeOf) {
  return routes.map(({ route, budget, chunks, pages, overlay }) => {
    const problems = [];
    const pageKeys = pages
      ? Object.keys(manifest)
          .filter((key) => manifest[key].isDynamicEntry && pages.test(key))
          .sort()
      : [null];
    if (pageKeys.length === 0) problems.push(`no lazy page chunk matches ${pages}`);
    let largest = { gzip: 0, files: [], css: [], page: null };
    const sizes = [];
    for (const page of pageKeys) {
      const { files, css } = collect(manifest, page ? [...chunks, page] : chunks, problems);
      const gzip = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
      if (page) sizes.push({ page, gzip });
      if (gzip > budget) {
        problems.push(
          `${page ? `${page}: ` : ''}${kb(gzip)} of initial JS (gzipped) is over its budget of ${kb(budget)}`,
        );
      }
      if (overlay && css.size > 0)
        problems.push(`loads CSS (${[...css].join(', ')}): overlays load no UI kit`);
      if (gzip >= largest.gzip) largest = { gzip, files: [...files], css: [...css], page };
    }
    return {
      route,
      budget,
      gzip: largest.gzip,
      page: largest.page,
      pages: pages ? pageKeys.length : 0,
      sizes: pages ? sizes : [],
      files: largest.files,
      css: largest.css,
      problems: [...new Set(problems)],
    };
  });
}

export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Reads the manifests of a web build in `distDir` (the site's and the overlay document's), merged. */
export function readManifests(distDir) {
  const manifest = {};
  for (const name of ['manifest.json', 'overlay-manifest.json']) {
    const file = path.join(distDir, '.vite', name);
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the web app first (npm run build -w apps/web)`);
    Object.assign(manifest, JSON.parse(readFileSync(file, 'utf8')));
  }
  return manifest;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const everyPage = args.includes('--pages');
  const distDir = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'apps/web/dist'),
  );
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const rows = measureRoutes(readManifests(distDir), ROUTES, sizeOf);
  console.log(
    'Initial JS per route (gzipped as transferred; a family with sub-pages shows its largest):',
  );
  for (const row of rows) {
    const mark = row.problems.length ? 'FAIL' : 'ok  ';
    const largest = row.pages ? ` (largest of ${row.pages} pages: ${row.page})` : '';
    console.log(
      `  ${mark} ${row.route.padEnd(46)} ${kb(row.gzip).padStart(9)} / ${kb(row.budget)} in ${row.files.length} files${largest}`,
    );
    if (everyPage)
      for (const { page, gzip } of row.sizes)
        console.log(`         ${kb(gzip).padStart(9)}  ${page}`);
  }
  const failing = rows.filter((r) => r.problems.length);
  if (failing.length) {
    console.error('\nBundle budgets exceeded:');
    for (const row of failing)
      for (const problem of row.problems) console.error(`  ${row.route}: ${problem}`);
    process.exit(1);
  }
  console.log('every route is within its budget');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
