import { CLIENT_TEXT, ROUTE_TITLES } from '../../lib/client-text.js';
import type { EventSettings } from '../events/read-event-settings.js';

/** What decides which event tabs show (public-site §2 "Event sub-navigation shows"). */
export interface EventTabsInput {
  /** The event has matches. */
  readonly hasMatches: boolean;
  /** Named brackets without hide_bracket (public-site §5). */
  readonly visibleBracketCount: number;
  /** The event's blocks, read (unparsable = no settings). */
  readonly settings: EventSettings;
  readonly hasAccolades: boolean;
  /** Staff or casters are listed. */
  readonly hasStaff: boolean;
  readonly hasTheme: boolean;
  readonly hasAbout: boolean;
  /** The signed-in user may edit events ('Can edit any event', or in the event's staff). */
  readonly canEditEvent: boolean;
  /** The event has score reporting or rescheduling on and the user reviews its reports (issue 18). */
  readonly canReviewReports?: boolean;
}

/** A tab of the event sub-navigation: its key, label and sub-path ('' = overview). */
export interface EventTab {
  readonly key: string;
  readonly label: string;
  readonly path: string;
}

const PAGES = ROUTE_TITLES.eventPages;

/**
 * The event sub-navigation, in the spec's order (public-site §2): Overview; Schedule if the event has matches;
 * Bracket (one) or Brackets (several) if visible named brackets exist; Standings if the settings list
 * standings; Foldy Sheet (scenarios) if foldy is on; Draft if draft is on; Auction if the auction is public;
 * Accolades; Staff; Theme if a theme exists; About if about text exists; Reports (the staff queue, issue 18)
 * for staff while reporting is on; Settings only for users allowed to edit events. Accolades and Staff show only when the event has some (each tab only when its data exists).
 */
export function getEventTabs(input: EventTabsInput): EventTab[] {
  const tabs: EventTab[] = [{ key: 'overview', label: CLIENT_TEXT.eventOverview, path: '' }];
  const add = (show: boolean, key: string, label: string, path = key): void => {
    if (show) tabs.push({ key, label, path });
  };
  add(input.hasMatches, 'schedule', PAGES.schedule);
  add(
    input.visibleBracketCount > 0,
    'bracket',
    input.visibleBracketCount > 1 ? CLIENT_TEXT.navBrackets : CLIENT_TEXT.navBracket,
  );
  add(input.settings.standings.length > 0, 'standings', PAGES.standings);
  add(input.settings.foldy, 'scenarios', PAGES.scenarios);
  add(input.settings.draft, 'draft', PAGES.draft);
  add(input.settings.auctionPublic, 'auction', PAGES.auction);
  add(input.hasAccolades, 'accolades', PAGES.accolades);
  add(input.hasStaff, 'staff', PAGES.staff);
  add(input.hasTheme, 'theme', PAGES.theme);
  add(input.hasAbout, 'about', PAGES.about);
  add(input.canReviewReports === true, 'reports', PAGES.reports);
  add(input.canEditEvent, 'settings', PAGES.settings);
  return tabs;
}
