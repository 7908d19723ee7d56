import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { MatchHistory } from '../../features/match-pages/components/match-history.js';
import { MatchLaterPage } from '../../features/match-pages/components/match-later-page.js';
import { MatchVod } from '../../features/match-pages/components/match-vod.js';

/**
 * The match sub-page of the route (public-site §2): '' (VOD), history, and room, score-reporting, rescheduling,
 * editor, draft (later issues; the last four need auth).
 */
export function MatchSubPage() {
  const { subPage } = useRouteHandle();
  switch (subPage) {
    case 'history':
      return <MatchHistory />;
    case 'room':
    case 'score-reporting':
    case 'rescheduling':
    case 'editor':
    case 'draft':
      return <MatchLaterPage page={subPage} />;
    case undefined:
    default:
      return <MatchVod />;
  }
}
