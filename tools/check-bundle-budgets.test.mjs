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

test('an interim ceiling lets a route over target pass until it grows past the ceiling', () => {
  const [within] = measureRoutes(manifest, [home], () => 40_000, { Home: 165_000 });
  assert.deepEqual(within.problems, []);
  assert.equal(within.overTarget, true);
  const [grown] = measureRoutes(manifest, [home], () => 42_000, { Home: 165_000 });
  assert.match(grown.problems[0], /over its interim ceiling of 165\.0 kB/);
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
