import type { ReactNode } from 'react';
import { ThingStoreContext } from '../../lib/things/thing-context.js';
import { LiveStatusContext } from '../../lib/live/live-context.js';
import { SettingsContext } from '../../lib/settings/settings-context.js';
import { AuthContext } from '../../lib/auth/auth-context.js';
import { SiteContext, type SiteContextValue } from '../../lib/host/site-context.js';
import type { AppServices } from '../services.js';

/** The providers every area needs (thing store, live status, settings, auth, site); no UI kit. */
export function CoreProviders({
  services,
  site,
  children,
}: {
  readonly services: Pick<AppServices, 'things' | 'live' | 'settings' | 'auth'>;
  readonly site: SiteContextValue;
  readonly children: ReactNode;
}) {
  return (
    <ThingStoreContext.Provider value={services.things}>
      <LiveStatusContext.Provider value={services.live}>
        <SettingsContext.Provider value={services.settings}>
          <AuthContext.Provider value={services.auth}>
            <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
          </AuthContext.Provider>
        </SettingsContext.Provider>
      </LiveStatusContext.Provider>
    </ThingStoreContext.Provider>
  );
}
