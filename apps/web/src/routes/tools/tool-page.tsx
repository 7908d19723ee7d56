import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { ComingSoon } from '../../ui/coming-soon.js';

/** The tools (public-site §2 "Tools", broadcast spec): the route's title and "coming soon" until its issue lands. */
export function ToolPage() {
  const { title } = useRouteHandle();
  return <ComingSoon title={title ?? ''} />;
}
