import type { ComponentType } from 'react';

/**
 * The player sub-pages (public-site §2): '' overview, casts, news, matches (alias production), played-matches,
 * match-stats, brands, participation, banner, partners. Each is a lazy chunk of its own (issue 11 item 3),
 * loaded by the router beside the player area (layout), so a page carries only its own code.
 */
export function loadPlayerPage(subPage: string): Promise<ComponentType> {
  switch (subPage) {
    case 'casts':
      return import('../../features/player-pages/components/player-casts.js').then(
        (m) => m.PlayerCasts,
      );
    case 'news':
      return import('../../features/player-pages/components/player-news.js').then(
        (m) => m.PlayerNews,
      );
    case 'matches':
    case 'production':
      return import('../../features/player-pages/components/player-production.js').then(
        (m) => m.PlayerProduction,
      );
    case 'played-matches':
      return import('../../features/player-pages/components/player-played-matches.js').then(
        (m) => m.PlayerPlayedMatches,
      );
    case 'match-stats':
      return import('../../features/player-pages/components/player-match-stats.js').then(
        (m) => m.PlayerMatchStats,
      );
    case 'brands':
      return import('../../features/player-pages/components/player-brands.js').then(
        (m) => m.PlayerBrands,
      );
    case 'participation':
      return import('../../features/player-pages/components/player-participation.js').then(
        (m) => m.PlayerParticipation,
      );
    case 'banner':
      return import('../../features/player-pages/components/player-banner.js').then(
        (m) => m.PlayerBanner,
      );
    case 'partners':
      return import('../../features/player-pages/components/player-partners.js').then(
        (m) => m.PlayerPartners,
      );
    default:
      return import('../../features/player-pages/components/player-overview.js').then(
        (m) => m.PlayerOverview,
      );
  }
}
