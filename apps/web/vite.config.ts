import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite/precompress.js';
import { overlayDocumentInDev } from './vite/overlay-document.js';

/** Every service path the gateway owns (ARCHITECTURE §1): in dev, Vite proxies them to the one public origin. */
const GATEWAY = 'http://127.0.0.1:8080';
const proxied = { target: GATEWAY, changeOrigin: false };

export default defineConfig({
  plugins: [react(), precompress(), overlayDocumentInDev()],
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
        bypass: (req) => (req.method === 'GET' && req.url?.startsWith('/auth/discord/return') ? '/index.html' : undefined),
      },
      '/health': proxied,
      '^/image\\.[A-Za-z0-9]+': proxied,
      '/socket.io': { ...proxied, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // tools/check-bundle-budgets.mjs reads the chunk graph from .vite/manifest.json (issue 11 item 3).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
  },
});
