import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7's package exports point every bundler condition at its development build, whose
 * `ENABLE_DEV_WARNINGS = true` keeps every dev-only warning (and its message) in the bundle. Production builds
 * use the package's own production build instead (same code with the warnings compiled out: ~2 kB gzipped);
 * dev and tests keep the warnings. Both entry points are mapped, so one copy of the router is bundled.
 */
export function reactRouterProduction(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'castline:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
          {
            find: /^react-router\/dom$/,
            replacement: join(root, 'dist/production/dom-export.mjs'),
          },
        ],
      },
    }),
  };
}
