import { useEffect } from 'react';
import { parseOverlayPath } from '../shell/parse-overlay-path.js';
import { OverlayPlaceholder } from './overlay-placeholder.js';

/**
 * /broadcast/* and /client/* inside the site document. The gateway (and Vite in dev) answer those addresses with
 * the overlay document, so the site only gets here by in-app navigation (the user menu's Source overview and Tally
 * Viewer links): the browser's address is then an overlay address, and a full load hands it to overlay.html. In
 * tests (a memory router, the browser's address elsewhere) it stays the placeholder.
 */
export function SiteOverlayRoute({ route }: { readonly route: string }) {
  const handOff = parseOverlayPath(window.location.pathname) !== null;
  useEffect(() => {
    if (handOff) window.location.reload();
  }, [handOff]);
  return handOff ? <div data-testid="overlay-hand-off" /> : <OverlayPlaceholder route={route} />;
}
