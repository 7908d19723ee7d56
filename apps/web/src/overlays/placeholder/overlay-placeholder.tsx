import { useParams } from 'react-router';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { PageTitle } from '../../ui/page-title.js';

/**
 * The overlays area (lazy chunk, no UI kit): /broadcast/:code/* and /client/:key/* until the overlay issues
 * land. Transparent for OBS; the text is small and only there so a crew sees the route is not built yet.
 */
export function OverlayPlaceholder() {
  const params = useParams();
  const route = params['*'] ?? '';
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
      <PageTitle title={CLIENT_TEXT.titleOverlay} />
      {CLIENT_TEXT.overlayPlaceholder(route)}
    </div>
  );
}
