import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite/precompress.js';
import { overlayDocumentInDev } from './vite/overlay-document.js';
import { leanPreloadLists } from './vite/preload-deps.js';
import { mantineLeanImports } from './vite/mantine-lean-imports.js';
import { reactRouterProduction } from './vite/react-router-production.js';

/** Every service path the gateway owns (ARCHITECTURE §1): in dev, Vite proxies them to the one public origin. */
const GATEWAY = 'http://127.0.0.1:8080';
const proxied = { target: GATEWAY, changeOrigin: false };
const leanPreloads = leanPreloadLists();

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    overlayDocumentInDev(),
    leanPreloads.plugin,
    mantineLeanImports(),
    reactRouterProduction(),
  ],
  resolve: {
    // Workspace libs export their TypeScript sources under the `source` condition: no lib build needed.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    host: true,
    port: 5173,
    // Mini-sites are subdomains (spring.localhost:5173, spring.castline.localhost:5173).
    allowedHosts: ['.localhost', 'localhost', '.castline.localhost'],
    proxy: {
      '/things': proxied,
      '/actions': proxied,
      // The OAuth return screen is a page of this app; every other /auth path belongs to the gateway.
      '/auth': {
        ...proxied,
        bypass: (req) =>
          req.method === 'GET' && req.url?.startsWith('/auth/discord/return')
            ? '/index.html'
            : undefined,
      },
      '/health': proxied,
      '^/image\\.[A-Za-z0-9]+': proxied,
      // The runtime config names the realtime replicas the page connects its socket to directly (no proxy).
      '/config.json': proxied,
      // The server clock overlays sync to (RULES (f) break rotation).
      '/time': proxied,
      // Only used when the runtime config names no realtime origin: Socket.IO of the first realtime replica.
      '/socket.io': { target: 'http://127.0.0.1:8090', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // tools/check-bundle-budgets.mjs reads the chunk graph from .vite/manifest.json (issue 11 item 3).
    manifest: true,
    modulePreload: leanPreloads.modulePreload,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Hash-only names: every chunk names the chunks it imports, and the entry lists every lazy chunk's
        // preloads; shorter names are bytes off every page (issue 11 item 3, README "Bundle budgets").
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // React, react-dom and the router change rarely: one vendor chunk, cached across deploys.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
              includeDependenciesRecursively: false,
            },
            // Everything the entry loads statically (the stores, routes, site shell and Mantine's core) in one
            // chunk instead of a dozen tiny shared ones that every page would fetch separately.
            {
              name: 'site',
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Popovers, menus, tooltips and selects only: never on a page that shows none of them.
            {
              name: 'floating-ui',
              test: /node_modules[\\/]@floating-ui[\\/]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // The workspace libs are pure by rule (HOUSE-STYLE "Boundaries": no I/O, no side effects) but do not
        // declare `sideEffects: false`; without this, importing one domain function keeps every domain module
        // (and zod, used by the standings rules) in the entry chunk.
        moduleSideEffects: [
          { test: /\/libs\/(domain|brackets|contracts)\/src\//, sideEffects: false },
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    restoreMocks: true,
    setupFiles: ['./src/test/setup.ts'],
    // A test may wait several times (lazy route chunks load cold, then data, then a live update), each wait up to
    // Testing Library's asyncUtilTimeout (10 s, src/test/setup.ts). The test's own limit sits well above one
    // wait, so on a busy 2-core machine a slow first render fails the wait with its message instead of being cut
    // off by the test timeout at the same instant (the old 5 s = 5 s flake).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
