import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { TeamDetails } from '../../features/team-pages/components/team-details.js';
import { TeamMatches } from '../../features/team-pages/components/team-matches.js';
import { TeamOldDetails } from '../../features/team-pages/components/team-old-details.js';
import { TeamOverview } from '../../features/team-pages/components/team-overview.js';
import { TeamPrevious } from '../../features/team-pages/components/team-previous.js';
import { TeamSettings } from '../../features/team-pages/components/team-settings.js';
import { TeamTheme } from '../../features/team-pages/components/team-theme.js';

/** The team sub-page of the route (public-site §2): '' overview, matches, theme, old-details, details (alias composition), previous, settings. */
export function TeamSubPage() {
  const { subPage } = useRouteHandle();
  switch (subPage) {
    case 'matches':
      return <TeamMatches />;
    case 'theme':
      return <TeamTheme />;
    case 'old-details':
      return <TeamOldDetails />;
    case 'details':
    case 'composition':
      return <TeamDetails />;
    case 'previous':
      return <TeamPrevious />;
    case 'settings':
      return <TeamSettings />;
    case undefined:
    default:
      return <TeamOverview />;
  }
}
