import { createContext, useContext, useMemo } from 'react';
import type { LinkContext, PageLocation } from '../links/site-links.js';
import type { SiteHost } from './parse-site-host.js';

/** Where the app runs: the host read at startup and, on a mini-site, its event (public-site §2 "Mini-sites"). */
export interface SiteContextValue {
  readonly host: SiteHost;
  readonly location: PageLocation;
  /** The mini-site's event id when the subdomain matched an existing mini-site, else null. */
  readonly miniSiteEventId: string | null;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site context (host, location, mini-site event). */
export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteContext provider');
  return site;
}

/** What link builders need (getEventLink). */
export function useLinkContext(): LinkContext {
  const site = useSite();
  return useMemo(
    () => ({ location: site.location, miniSiteEventId: site.miniSiteEventId }),
    [site],
  );
}
