import type { ComponentType } from 'react';
import { useRouteHandle } from '../../lib/routing/route-handle.js';

/**
 * One event sub-page (public-site §2 "Event pages"; '' is the overview). The page itself is the route's own lazy
 * chunk (./event-pages.ts), handed in by the router.
 */
export function EventSubPage({ page: Page }: { readonly page: ComponentType }) {
  const { subPage } = useRouteHandle();
  return (
    <div data-testid="event-sub-page" data-sub-page={subPage ?? ''}>
      <Page />
    </div>
  );
}
