import type { ComponentType } from 'react';

/**
 * The team sub-pages (public-site §2): '' overview, matches, theme, old-details, details (alias composition),
 * previous, settings. Each is a lazy chunk of its own (issue 11 item 3), loaded by the router beside the team
 * area (layout), so a page carries only its own code.
 */
export function loadTeamPage(subPage: string): Promise<ComponentType> {
  switch (subPage) {
    case 'matches':
      return import('../../features/team-pages/components/team-matches.js').then(
        (m) => m.TeamMatches,
      );
    case 'theme':
      return import('../../features/team-pages/components/team-theme.js').then((m) => m.TeamTheme);
    case 'old-details':
      return import('../../features/team-pages/components/team-old-details.js').then(
        (m) => m.TeamOldDetails,
      );
    case 'details':
    case 'composition':
      return import('../../features/team-pages/components/team-details.js').then(
        (m) => m.TeamDetails,
      );
    case 'previous':
      return import('../../features/team-pages/components/team-previous.js').then(
        (m) => m.TeamPrevious,
      );
    case 'settings':
      return import('../../features/team-pages/components/team-settings.js').then(
        (m) => m.TeamSettings,
      );
    default:
      return import('../../features/team-pages/components/team-overview.js').then(
        (m) => m.TeamOverview,
      );
  }
}
