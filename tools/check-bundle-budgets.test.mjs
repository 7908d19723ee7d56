// node --test tools/check-bundle-budgets.test.mjs: the bundle budget check fails an over-budget manifest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measureRoutes, OVERLAY_BUDGET, SITE_BUDGET } from './check-bundle-budgets.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/public/index.ts': {
    file: 'assets/public.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_ui.js'],
  },
  '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
  'overlay.html': { file: 'assets/overlay.js', isEntry: true },
};
const home = {
  route: 'Home',
  budget: SITE_BUDGET,
  chunks: ['index.html', 'src/routes/public/index.ts'],
};
const overlay = {
  route: 'Overlay',
  budget: OVERLAY_BUDGET,
  chunks: ['overlay.html'],
  overlay: true,
};

test('sums the entry, the route chunks and their static imports once each', () => {
  const sizes = {
    'assets/index.js': 50_000,
    'assets/react.js': 40_000,
    'assets/public.js': 10_000,
    'assets/ui.js': 20_000,
  };
  const [row] = measureRoutes(manifest, [home], (file) => sizes[file]);
  assert.equal(row.gzip, 120_000);
  assert.deepEqual(row.problems, []);
});

test('fails a route over its budget, naming the route and the size', () => {
  const [row] = measureRoutes(manifest, [home], () => 40_000);
  assert.equal(row.gzip, 160_000);
  assert.match(
    row.problems[0],
    /160\.0 kB of initial JS \(gzipped\) is over its budget of 150\.0 kB/,
  );
});

test('measures every lazy page of a family on top of its layout and answers the largest', () => {
  const withPages = {
    ...manifest,
    'src/routes/team/index.ts': {
      file: 'assets/team.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
    },
    'src/features/team-pages/components/team-overview.tsx': {
      file: 'assets/overview.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
    },
    'src/features/team-pages/components/team-matches.tsx': {
      file: 'assets/matches.js',
      isDynamicEntry: true,
      imports: ['_ui.js'],
    },
    // Not a lazy page (a shared chunk): never measured as a page of its own.
    'src/features/team-pages/components/team-tile.tsx': { file: 'assets/tile.js' },
  };
  const team = {
    route: 'Team pages',
    budget: SITE_BUDGET,
    chunks: ['index.html', 'src/routes/team/index.ts'],
    pages: /^src\/features\/team-pages\/components\/team-[a-z-]+\.tsx$/,
  };
  const sizes = {
    'assets/index.js': 60_000,
    'assets/react.js': 40_000,
    'assets/team.js': 5_000,
    'assets/overview.js': 10_000,
    'assets/matches.js': 3_000,
    'assets/ui.js': 30_000,
    'assets/tile.js': 99_000,
  };
  const [row] = measureRoutes(withPages, [team], (file) => sizes[file]);
  assert.equal(row.pages, 2);
  assert.equal(row.page, 'src/features/team-pages/components/team-matches.tsx');
  assert.equal(row.gzip, 138_000);
  assert.deepEqual(
    row.sizes.map((s) => [s.page.split('/').pop(), s.gzip]),
    [
      ['team-matches.tsx', 138_000],
      ['team-overview.tsx', 115_000],
    ],
  );
  assert.deepEqual(row.problems, []);

  const [over] = measureRoutes(withPages, [team], (file) =>
    file === 'assets/ui.js' ? 50_000 : sizes[file],
  );
  assert.equal(over.problems.length, 1);
  assert.match(
    over.problems[0],
    /team-matches\.tsx: 158\.0 kB of initial JS \(gzipped\) is over its budget/,
  );
});

test('fails a family whose pattern matches no lazy page', () => {
  const [row] = measureRoutes(
    manifest,
    [{ ...home, pages: /^src\/routes\/gone\/.*\.tsx$/ }],
    () => 1,
  );
  assert.match(row.problems[0], /no lazy page chunk matches/);
});

test('fails an overlay over 60 kB, and an overlay that loads CSS', () => {
  const [big] = measureRoutes(manifest, [overlay], () => 61_000);
  assert.match(big.problems[0], /61\.0 kB .* budget of 60\.0 kB/);
  const withCss = {
    ...manifest,
    'overlay.html': { file: 'assets/overlay.js', imports: ['_ui.js'] },
  };
  const [styled] = measureRoutes(withCss, [overlay], () => 1_000);
  assert.match(styled.problems.join(' '), /loads CSS .*overlays load no UI kit/);
});

test('fails a route whose chunk is no longer in the manifest', () => {
  const [row] = measureRoutes(manifest, [{ ...home, chunks: ['src/routes/gone.ts'] }], () => 1);
  assert.match(row.problems[0], /"src\/routes\/gone.ts" is not in the manifest/);
});
