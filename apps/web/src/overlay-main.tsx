import { createRoot } from 'react-dom/client';
import { createAppServices } from './app/services.js';
import { recordEarlyObsEvents } from './overlays/shell/obs-bindings.js';
import { OverlayRoot } from './overlays/shell/overlay-root.js';

// The overlay document (overlay.html): built with Preact's React compatibility layer (vite.overlay.config.ts),
// so an overlay in OBS loads no React DOM, no router and no UI kit.
// OBS sends source-active once: listen before anything loads, so an overlay still reading its records keeps it.
const obsEarly = recordEarlyObsEvents(window);
// An overlay's socket is a production socket: on the realtime replicas that carry no bulk viewer fan-out.
// The `token` option (OVERLAYS §2) also signs the overlay's reads: crew-only fields (cam codes, camera link
// parameters, RULES (h) C) arrive only with an authenticated read, and OBS has no stored login.
const readToken = new URLSearchParams(window.location.search).get('token')?.trim() || null;
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <OverlayRoot
    services={createAppServices('production', { readToken })}
    pathname={window.location.pathname}
    search={window.location.search}
    obsEarly={obsEarly}
  />,
);
