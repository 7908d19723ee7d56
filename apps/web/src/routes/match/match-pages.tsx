import type { ComponentType } from 'react';
import type { LaterMatchPage } from '../../features/match-pages/components/match-later-page.js';

/**
 * The match sub-pages (public-site §2): '' (VOD), history, score-reporting and rescheduling (auth), and room,
 * editor, draft (later issues; the last two need auth). Each is a lazy chunk of its own (issue 11 item 3), loaded by
 * the router beside the match area (layout), so a page carries only its own code.
 */
export function loadMatchPage(subPage: string): Promise<ComponentType> {
  switch (subPage) {
    case 'history':
      return import('../../features/match-pages/components/match-history.js').then(
        (m) => m.MatchHistory,
      );
    case 'score-reporting':
      return import('../../features/reports/components/score-report-page.js').then(
        (m) => m.ScoreReportPage,
      );
    case 'rescheduling':
      return import('../../features/reports/components/reschedule-page.js').then(
        (m) => m.ReschedulePage,
      );
    case 'room':
    case 'editor':
    case 'draft': {
      const page: LaterMatchPage = subPage;
      return import('../../features/match-pages/components/match-later-page.js').then(
        ({ MatchLaterPage }) =>
          function MatchLaterSubPage() {
            return <MatchLaterPage page={page} />;
          },
      );
    }
    default:
      return import('../../features/match-pages/components/match-vod.js').then((m) => m.MatchVod);
  }
}
