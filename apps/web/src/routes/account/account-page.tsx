import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { ComingSoon } from '../../ui/coming-soon.js';

/** The dashboard (public-site §2 "Protected pages"): the route's title and "coming soon" until its issue lands. */
export function AccountPage() {
  const { title } = useRouteHandle();
  return <ComingSoon title={title ?? ''} />;
}
