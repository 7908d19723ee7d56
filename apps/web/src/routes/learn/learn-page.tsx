import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { ComingSoon } from '../../ui/coming-soon.js';

/** The learn hub and guides (public-site §2 "/learn"): the route's title and "coming soon" until its issue lands. */
export function LearnPage() {
  const { title } = useRouteHandle();
  return <ComingSoon title={title ?? ''} />;
}
