import { useRouteHandle } from '../../lib/routing/route-handle.js';
import { PlayerBanner } from '../../features/player-pages/components/player-banner.js';
import { PlayerBrands } from '../../features/player-pages/components/player-brands.js';
import { PlayerCasts } from '../../features/player-pages/components/player-casts.js';
import { PlayerMatchStats } from '../../features/player-pages/components/player-match-stats.js';
import { PlayerNews } from '../../features/player-pages/components/player-news.js';
import { PlayerOverview } from '../../features/player-pages/components/player-overview.js';
import { PlayerParticipation } from '../../features/player-pages/components/player-participation.js';
import { PlayerPartners } from '../../features/player-pages/components/player-partners.js';
import { PlayerPlayedMatches } from '../../features/player-pages/components/player-played-matches.js';
import { PlayerProduction } from '../../features/player-pages/components/player-production.js';

/**
 * The player sub-page of the route (public-site §2): '' overview, casts, news, matches (alias production),
 * played-matches, match-stats, brands, participation, banner, partners.
 */
export function PlayerSubPage() {
  const { subPage } = useRouteHandle();
  switch (subPage) {
    case 'casts':
      return <PlayerCasts />;
    case 'news':
      return <PlayerNews />;
    case 'matches':
    case 'production':
      return <PlayerProduction />;
    case 'played-matches':
      return <PlayerPlayedMatches />;
    case 'match-stats':
      return <PlayerMatchStats />;
    case 'brands':
      return <PlayerBrands />;
    case 'participation':
      return <PlayerParticipation />;
    case 'banner':
      return <PlayerBanner />;
    case 'partners':
      return <PlayerPartners />;
    case undefined:
    default:
      return <PlayerOverview />;
  }
}
