import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { ComingSoon } from '../../ui/coming-soon.js';

/** Login, profile, dashboard and /me (public-site §2 "Protected pages", "Login flow"): the route's title and "coming soon" until its issue lands. */
export function AccountPage() {
  const { title } = useRouteHandle();
  return <ComingSoon title={title ?? ''} />;
}
