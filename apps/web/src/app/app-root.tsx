import { StrictMode, useEffect, useMemo, useState } from 'react';
import { DERIVED } from '../lib/wire/wire-constants.js';
import { isThingReady } from '../lib/things/thing-types.js';
import { FullPageSpinner } from '../ui/full-page-spinner.js';
import { CoreProviders } from './providers/core-providers.js';
import { AppRouterProvider, createAppRouter } from './route-runtime.js';
import { createAppRoutes } from './router.js';
import type { AppServices } from './services.js';

/** The mini-site lookup at startup (public-site §7): `subdomain-{name}` → {id: eventId}; unknown → main site. */
function useMiniSiteLookup(services: AppServices): {
  readonly ready: boolean;
  readonly eventId: string | null;
} {
  const subdomain = services.host.subdomain;
  const [state, setState] = useState<{ ready: boolean; eventId: string | null }>({
    ready: subdomain === null,
    eventId: null,
  });
  useEffect(() => {
    if (subdomain === null) return undefined;
    let cancelled = false;
    void services.things.load(DERIVED.subdomain(subdomain)).then((lookup) => {
      if (cancelled) return;
      const eventId =
        isThingReady(lookup) && typeof lookup.id === 'string' && lookup.id !== ''
          ? lookup.id
          : null;
      setState({ ready: true, eventId });
    });
    return () => {
      cancelled = true;
    };
  }, [services, subdomain]);
  return state;
}

function Router({
  services,
  miniSiteEventId,
}: {
  readonly services: AppServices;
  readonly miniSiteEventId: string | null;
}) {
  const router = useMemo(
    () => createAppRouter(createAppRoutes({ auth: services.auth, miniSiteEventId })),
    [services, miniSiteEventId],
  );
  return <AppRouterProvider router={router} />;
}

/** The app: core providers, the mini-site lookup, then the router. */
export function AppRoot({ services }: { readonly services: AppServices }) {
  const miniSite = useMiniSiteLookup(services);
  const site = useMemo(
    () => ({ host: services.host, location: services.location, miniSiteEventId: miniSite.eventId }),
    [services, miniSite.eventId],
  );
  return (
    <StrictMode>
      <CoreProviders services={services} site={site}>
        {miniSite.ready ? (
          <Router services={services} miniSiteEventId={miniSite.eventId} />
        ) : (
          <FullPageSpinner />
        )}
      </CoreProviders>
    </StrictMode>
  );
}
