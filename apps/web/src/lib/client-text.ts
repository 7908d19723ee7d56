/**
 * Every fixed user-facing text of the web app, in one place (HOUSE-STYLE "Errors"). Texts in single quotes in
 * the specs are copied verbatim and marked "spec"; the rest is our copy where the spec is silent.
 */

/** The product name; the site title ends with it ("Home | Castline", public-site §9). */
export const PRODUCT_NAME = 'Castline';

/** Builds the document title of a page: '{page} | Castline' (public-site §9 "The site title has the product name as suffix"). */
export function formatPageTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The external form where visitors submit social links (public-site §1); any https URL until the real one is known. */
export const SOCIAL_LINKS_FORM_URL = 'https://forms.castline.gg/social-links';

export const CLIENT_TEXT = {
  // Navbar banners (public-site §4, §8), in priority order.
  bannerDisconnected:
    "No connection to the data server. Don't refresh, we're trying to reconnect...", // spec
  bannerServerRebuilding:
    'Server rebuilding: The server is rebuilding its data store. Some pages might not be accessible.', // spec
  bannerHighErrorRate:
    'The data server is having trouble right now. Some updates might be delayed.',

  // Action client (public-site §8).
  notAuthenticated: 'Not authenticated', // spec
  noToken: 'No token', // spec
  connectionError: 'Request failed: connection error', // spec
  requestError: (message: string) => `Request error: ${message}`, // spec 'Request error: {message}'

  // Navbar (public-site §2 "Navbar").
  navEvents: 'Events',
  navTeams: 'Teams',
  navPlayers: 'Players',
  navStreams: 'Streams',
  navLearn: 'Learn',
  navProfile: 'Profile',
  navDashboard: 'Dashboard',
  navLogin: 'Login',
  navSchedule: 'Schedule',
  navBracket: 'Bracket',
  navBrackets: 'Brackets',
  navStandings: 'Standings',
  navMainSite: `${PRODUCT_NAME} home`,
  navOpenMenu: 'Open navigation',
  navCloseMenu: 'Close navigation',
  /** The accessible name of a toast's close button (our copy). */
  toastClose: 'Dismiss notification',
  navMain: 'Main navigation',
  liveCountLabel: (count: number) => `${count} live`,

  // Timezone modal (public-site §3).
  timezoneButton: (label: string) => `Time zone: ${label}`,
  timezoneModalTitle: 'Time zone',
  timezoneSelectLabel: 'Show times in',
  timezoneSelectDescription: 'Every time on the site uses this zone.',
  timezone24Hour: '24-hour time',
  timezoneLocal: (zone: string) => `Local (${zone})`,
  timezoneNamedGroup: 'Time zones',
  timezoneOffsetGroup: 'Fixed offsets',
  timezonePreview: (text: string) => `Example: ${text}`,

  // Page titles and headings.
  titleHome: 'Home',
  titleEvents: 'Events', // spec heading
  titleTeams: 'Teams',
  titlePlayers: 'Players', // spec
  titleStreams: 'Community streams', // spec
  titleLearn: 'Learn',
  titleTools: 'Tools',
  titleProfile: 'Profile',
  titleDashboard: 'Dashboard',
  titleLogin: 'Login',
  titleNotFound: 'Not Found',
  titleEvent: 'Event',
  titleTeam: 'Team',
  titlePlayer: 'Player',
  titleMatch: 'Match',
  titleNews: 'News',

  // Home (public-site §1, §2).
  homeUpcomingMatches: 'Upcoming Matches',
  homeNoUpcomingMatches: 'No matches are scheduled right now. Check back soon!',
  homeWelcomeHeading: `Welcome to ${PRODUCT_NAME}`,
  homeWelcomeText:
    `${PRODUCT_NAME} is the one-stop place for every affiliated community esports event: browse events and ` +
    'series, follow teams and players, catch upcoming matches and find live streams.',
  homeWhatHeading: `What is ${PRODUCT_NAME}?`,
  homeWhatText:
    'Every event, team, player and match lives in one shared data model that also drives the broadcast ' +
    'overlays. Everything on this site updates live: scores, schedules and brackets change in front of you ' +
    'as soon as staff update them, with no need to refresh.',
  homeSocialsHeading: 'Add your social links',
  homeSocialsText:
    'Want your socials on your player or team page? Send them through our form. Submissions are checked ' +
    'manually every few days.',
  homeSocialsButton: 'Submit social links',
  homeBrowseEvents: 'Browse events',
  homeWatchStreams: 'Watch streams',

  // Events (public-site §2).
  eventsInProgress: 'In progress',
  eventsOtherEvents: 'Other events',
  eventsEmpty: 'No events are listed yet.',
  eventsLoading: 'Loading events',
  eventOnOwnSite: 'Opens the event site',
  eventOverview: 'Overview', // spec (event sub-navigation)

  // Matches.
  matchVs: 'vs',
  matchTbd: 'TBD', // spec
  matchNoStart: 'Time to be decided',

  // Not found and placeholders.
  notFoundHeading: 'Page not found',
  notFoundText: "We couldn't find that page. It may have moved, or the link may be wrong.",
  notFoundEventText: "We couldn't find that event.",
  notFoundHome: 'Go to the home page',
  notFoundEvents: 'See all events',
  comingSoonHeading: 'Coming soon',
  comingSoonText: 'This page is being built. Check back soon.',
  eventMiniSitePrompt: (name: string) => `${name} has its own site.`,
  eventMiniSiteLink: 'Visit the event site',

  // Generic.
  loading: 'Loading',
  imageMissing: 'No image',
  routeErrorHeading: 'Something went wrong',
  routeErrorText: 'This page hit an unexpected error. Try going back or reloading.',
  routeErrorHome: 'Go to the home page',
  overlayPlaceholder: (route: string) => `Overlay "${route}" is not available yet.`,
  titleOverlay: 'Overlay',
  skipToContent: 'Skip to content',
} as const;

/** Page titles of routes whose pages come in later issues (public-site §2 route lists). */
export const ROUTE_TITLES = {
  cams: 'Cams',
  eventPages: {
    rosters: 'Rosters',
    bracket: 'Bracket',
    schedule: 'Schedule',
    scenarios: 'Foldy Sheet', // spec
    draft: 'Draft',
    staff: 'Staff',
    about: 'About',
    standings: 'Standings',
    theme: 'Theme',
    brands: 'Brands',
    stats: 'Stats',
    accolades: 'Accolades',
    auction: 'Auction',
    streams: 'Streams',
    settings: 'Settings',
    reports: 'Reports',
  },
  learnPages: {
    'broadcast-routes': 'Broadcast routes',
    standings: 'Standings',
  },
  learnGuides: {
    'observing-tech': 'Observing tech',
    'overwatch-settings': 'Overwatch settings',
    'companion-module': 'Companion module',
    'solo-overlay': 'Solo overlay',
  },
  guidePages: {
    intro: 'Intro',
    'virtual-cable': 'Virtual cable',
    'obs-setup': 'OBS setup',
    'obs-scenes': 'OBS scenes',
    'overwatch-settings': 'Overwatch settings',
    tool: 'Tool',
    video: 'Video',
    sound: 'Sound',
    controls: 'Controls',
    gameplay: 'Gameplay',
    social: 'Social',
    a11y: 'Accessibility',
    installation: 'Installation',
    setup: 'Setup',
    usage: 'Usage',
  },
  tools: {
    'obs-scene-collections': 'OBS scene collections',
    'overwatch-settings-switcher': 'Overwatch settings switcher',
    'twitch-auth': 'Twitch auth',
    'bracket-creator': 'Bracket creator',
    'theme-creator': 'Theme creator',
  },
} as const;

/** A guide page's title: 'Solo overlay: Setup'. */
export function formatGuidePageTitle(guide: string, page: string): string {
  return `${guide}: ${page}`;
}

// Page, event-page and account texts live in modules of their own so that they load with those pages, not in the
// entry chunk of every page (issue 11 item 3); import them from here as before.
export { PAGES_TEXT } from './client-text-pages.js';
export { EVENT_TEXT } from './client-text-event.js';
export { ACCOUNT_TEXT } from './client-text-account.js';
export { OVERLAY_TEXT } from './client-text-overlays.js';
export { REPORTS_TEXT } from './client-text-reports.js';
