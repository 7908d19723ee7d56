import { lazy, Suspense, useEffect, useMemo } from 'react';
import { CoreProviders } from '../../app/providers/core-providers.js';
import type { AppServices } from '../../app/services.js';
import { CLIENT_TEXT } from '../../lib/client-text.js';
import { OverlayPlaceholder } from '../placeholder/overlay-placeholder.js';
import type { EarlyObsState } from './obs-bindings.js';
import { OVERLAY_CHUNKS } from './overlay-chunks.js';
import { OverlayShell, type OverlayPage } from './overlay-shell.js';
import { parseOverlayOptions } from './parse-overlay-options.js';
import { parseOverlayPath } from './parse-overlay-path.js';
import { resolveOverlayRoute } from './resolve-overlay-route.js';

/** The client's overview page (/client/{key}/admin): a lazy chunk of its own, no UI kit. */
const AdminPage = lazy(() =>
  import('../admin/admin-page.js').then((m) => ({ default: m.AdminPage })),
);

/** Replaces the address (tally → tally-viewer) once mounted. */
function Redirect({
  to,
  replace,
}: {
  readonly to: string;
  readonly replace: (to: string) => void;
}) {
  useEffect(() => replace(to), [to, replace]);
  return null;
}

/**
 * The overlay document's root (overlay.html, OVERLAYS §2): the core providers (thing store, live status,
 * settings, auth; no UI kit, no router), then the page the path names: a built overlay inside the shell, the
 * client's admin page, a redirect, or the placeholder of a route not built yet.
 */
export function OverlayRoot({
  services,
  pathname,
  search = '',
  page,
  obsEarly = null,
}: {
  readonly services: AppServices;
  readonly pathname: string;
  readonly search?: string;
  readonly page?: Partial<OverlayPage> & { readonly replace?: (to: string) => void };
  /** OBS source events seen before the overlay mounted (overlay-main.tsx records them from the start). */
  readonly obsEarly?: EarlyObsState | null;
}) {
  const site = useMemo(
    () => ({ host: services.host, location: services.location, miniSiteEventId: null }),
    [services],
  );
  const path = useMemo(() => parseOverlayPath(pathname), [pathname]);
  const options = useMemo(
    () => (path ? parseOverlayOptions(search, path.shell) : null),
    [path, search],
  );
  const overlayPage = useMemo<OverlayPage>(
    () => ({
      pathname,
      search,
      reload: page?.reload ?? (() => window.location.reload()),
    }),
    [pathname, search, page?.reload],
  );
  const replace = page?.replace ?? ((to: string) => window.location.replace(to));
  let content;
  if (!path || !options) {
    content = <div role="alert">{CLIENT_TEXT.overlayPlaceholder(pathname)}</div>;
  } else {
    const resolved = resolveOverlayRoute(path, search);
    switch (resolved.kind) {
      case 'redirect':
        content = <Redirect to={resolved.to} replace={replace} />;
        break;
      case 'admin':
        content = (
          <Suspense fallback={null}>
            <AdminPage clientKey={path.key} socket={services.socket} />
          </Suspense>
        );
        break;
      case 'overlay': {
        const Overlay = OVERLAY_CHUNKS[resolved.name];
        content = (
          <OverlayShell
            path={path}
            options={options}
            page={overlayPage}
            socket={services.socket}
            component={resolved.name}
            obsEarly={obsEarly}
            // The dashboard opens /client/{key}/gfx/{n} in a browser tab: it shows at once, no click needed. The
            // co-streamer HUD (OVERLAYS §1 costream: no animation) is always on, with no stinger.
            alwaysActive={
              (resolved.name === 'gfx' && path.shell === 'client') ||
              resolved.variant === 'costream'
            }
          >
            <Overlay index={resolved.index} variant={resolved.variant} />
          </OverlayShell>
        );
        break;
      }
      case 'placeholder':
        content = <OverlayPlaceholder route={resolved.route} />;
        break;
    }
  }
  return (
    <CoreProviders services={services} site={site}>
      {content}
    </CoreProviders>
  );
}
