import { useRouteMatches } from '../../app/route-runtime.js';
import type { EntityType } from '../links/site-links.js';

/** What a route tells its page (placeholders read their title, event pages their sub-page). */
export interface RouteHandle {
  /** The page title (without the product suffix). */
  readonly title?: string;
  /** The sub-page of an entity page ('' for the overview). */
  readonly subPage?: string;
  /** The entity an entity page shows. */
  readonly entity?: EntityType;
  /** The page uses the whole window width (the producer dashboard on a second screen), not the site's column. */
  readonly wide?: boolean;
}

/** The handles of every matched route merged, the deepest winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useRouteMatches();
  return matches.reduce<RouteHandle>((merged, match) => {
    const handle = match.handle as RouteHandle | undefined;
    return handle ? { ...merged, ...handle } : merged;
  }, {});
}
