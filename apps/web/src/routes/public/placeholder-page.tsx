import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { ComingSoon } from '../../ui/coming-soon.js';

/** A listed route built in a later issue (teams, players, streams, …): its title and "coming soon". */
export function PlaceholderPage() {
  const { title } = useRouteHandle();
  return <ComingSoon title={title ?? ''} />;
}
