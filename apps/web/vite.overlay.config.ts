import { mergeConfig } from 'vite';
import base from './vite.config.js';

/**
 * The overlay document (overlay.html → src/overlay-main.tsx), built after the site into the same dist/. React is
 * swapped for Preact's compatibility layer here only: an overlay in OBS then loads about 10 kB of renderer instead
 * of React DOM's 60 kB (issue 11 item 3: ≤ 60 kB gzipped per overlay route). The site keeps React 19.
 */
export default mergeConfig(base, {
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  publicDir: false,
  build: {
    emptyOutDir: false,
    manifest: '.vite/overlay-manifest.json',
    rolldownOptions: { input: { overlay: 'overlay.html' } },
  },
});
