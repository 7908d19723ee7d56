import { useEffect } from 'react';
import { CLIENT_TEXT, formatPageTitle } from '../../lib/client-text.js';

/**
 * The overlays area (no UI kit): /broadcast/:code/* and /client/:key/* until the overlay issues land.
 * Transparent for OBS; the text is small and only there so a crew sees the route is not built yet. `route` is
 * the part after the broadcast code or client key. The title is set directly (not React 19's hoisted `<title>`)
 * because the overlay document renders with Preact.
 */
export function OverlayPlaceholder({ route }: { readonly route: string }) {
  useEffect(() => {
    document.title = formatPageTitle(CLIENT_TEXT.titleOverlay);
  }, []);
  return (
    <div
      data-testid="overlay-placeholder"
      style={{
        fontFamily: 'system-ui, sans-serif',
        color: '#fff',
        textShadow: '0 1px 2px #000',
        padding: 16,
        fontSize: 14,
      }}
    >
      {CLIENT_TEXT.overlayPlaceholder(route)}
    </div>
  );
}
