import type { Plugin } from 'vite';

/** OVERLAYS §2 "Addresses": the paths the overlay document (overlay.html) answers. */
export const OVERLAY_PATH = /^\/(?:broadcast|client)\/[^/?#]+/;

/**
 * Dev only: /broadcast/* and /client/* get overlay.html, as the gateway does in production, so an overlay opened
 * in dev runs the overlay document (its own entry, no router, no UI kit) and not the site's router.
 */
export function overlayDocumentInDev(): Plugin {
  return {
    name: 'castline-overlay-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && OVERLAY_PATH.test(req.url))
          req.url = '/overlay.html';
        next();
      });
    },
  };
}
