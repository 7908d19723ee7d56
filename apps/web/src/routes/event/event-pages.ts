import type { ComponentType } from 'react';

/**
 * Every event sub-page is a lazy chunk of its own (issue 11 item 3): the router loads the event area (layout)
 * and the one page of the URL side by side, so the overview never carries the bracket view, the standings
 * tables or the settings forms. Sub-paths without a page of their own get "coming soon".
 */
export function loadEventPage(subPage: string): Promise<ComponentType> {
  switch (subPage) {
    case '':
      return import('./pages/event-overview-page.js').then((m) => m.EventOverviewPage);
    case 'rosters':
      return import('./pages/event-rosters-page.js').then((m) => m.EventRostersPage);
    case 'bracket':
      return import('./pages/event-bracket-page.js').then((m) => m.EventBracketPage);
    case 'schedule':
      return import('./pages/event-schedule-page.js').then((m) => m.EventSchedulePage);
    case 'staff':
    case 'staff/extended':
      return import('./pages/event-staff-page.js').then((m) => m.EventStaffPage);
    case 'about':
      return import('./pages/event-about-page.js').then((m) => m.EventAboutPage);
    case 'standings':
      return import('./pages/event-standings-page.js').then((m) => m.EventStandingsPage);
    case 'theme':
      return import('./pages/event-theme-page.js').then((m) => m.EventThemePage);
    case 'brands':
      return import('./pages/event-brands-page.js').then((m) => m.EventBrandsPage);
    case 'stats':
      return import('./pages/event-stats-page.js').then((m) => m.EventStatsPage);
    case 'accolades':
      return import('./pages/event-accolades-page.js').then((m) => m.EventAccoladesPage);
    case 'streams':
      return import('./pages/event-streams-page.js').then((m) => m.EventStreamsPage);
    case 'reports':
      return import('./pages/event-reports-page.js').then((m) => m.EventReportsPage);
    case 'settings':
    case 'settings/discord':
    case 'settings/discord-logging':
    case 'settings/signups':
      return import('./pages/event-settings-page.js').then((m) => m.EventSettingsPage);
    default:
      // scenarios, draft, auction (later issues)
      return import('./pages/event-later-page.js').then((m) => m.EventLaterPage);
  }
}
