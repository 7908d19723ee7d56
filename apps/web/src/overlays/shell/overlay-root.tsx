import { useMemo } from 'react';
import { CoreProviders } from '../../app/providers/core-providers.js';
import type { AppServices } from '../../app/services.js';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { OverlayPlaceholder } from '../placeholder/overlay-placeholder.js';
import { parseOverlayPath } from './parse-overlay-path.js';

/**
 * The overlay document's root (overlay.html, OVERLAYS §2): the core providers (thing store, live status,
 * settings, auth; no UI kit, no router) and the overlay the path names.
 */
export function OverlayRoot({
  services,
  pathname,
}: {
  readonly services: AppServices;
  readonly pathname: string;
}) {
  const site = useMemo(
    () => ({ host: services.host, location: services.location, miniSiteEventId: null }),
    [services],
  );
  const path = parseOverlayPath(pathname);
  return (
    <CoreProviders services={services} site={site}>
      {path ? (
        <OverlayPlaceholder route={path.route} />
      ) : (
        <div role="alert">{CLIENT_TEXT.overlayPlaceholder(pathname)}</div>
      )}
    </CoreProviders>
  );
}
