/**
 * Route tables of the spec (public-site §2), kept apart from the router so they are data: paths, titles,
 * aliases and redirects. Titles come from ROUTE_TITLES in the one client-text file.
 */
import { ROUTE_TITLES } from '../lib/client-text.js';

const EVENT = ROUTE_TITLES.eventPages;

/** Event sub-pages (public-site §2 "Event pages"); '' is the overview. */
export const EVENT_SUB_PAGES: readonly { readonly path: string; readonly title: string }[] = [
  { path: 'rosters', title: EVENT.rosters },
  { path: 'bracket', title: EVENT.bracket },
  { path: 'schedule', title: EVENT.schedule },
  { path: 'scenarios', title: EVENT.scenarios },
  { path: 'draft', title: EVENT.draft },
  { path: 'staff', title: EVENT.staff },
  { path: 'staff/extended', title: EVENT.staff },
  { path: 'about', title: EVENT.about },
  { path: 'standings', title: EVENT.standings },
  { path: 'theme', title: EVENT.theme },
  { path: 'brands', title: EVENT.brands },
  { path: 'stats', title: EVENT.stats },
  { path: 'accolades', title: EVENT.accolades },
  { path: 'auction', title: EVENT.auction },
  { path: 'streams', title: EVENT.streams },
  { path: 'reports', title: EVENT.reports },
  { path: 'settings', title: EVENT.settings },
  { path: 'settings/discord', title: EVENT.settings },
  { path: 'settings/discord-logging', title: EVENT.settings },
  { path: 'settings/signups', title: EVENT.settings },
];

/** Event sub-page redirects (public-site §2: brackets, matches, stream and stream-details redirect). */
export const EVENT_SUB_PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  brackets: 'bracket',
  matches: 'schedule',
  stream: 'streams',
  'stream-details': 'streams',
};

/** Team sub-pages ('' overview; details is an alias of composition). */
export const TEAM_SUB_PAGES = [
  'matches',
  'theme',
  'old-details',
  'details',
  'composition',
  'previous',
  'settings',
] as const;
/** Player sub-pages (matches is an alias of production). */
export const PLAYER_SUB_PAGES = [
  'casts',
  'news',
  'matches',
  'production',
  'played-matches',
  'match-stats',
  'brands',
  'participation',
  'banner',
  'partners',
] as const;
/** Match sub-pages ('' is the VOD). */
export const MATCH_SUB_PAGES = [
  'room',
  'history',
  'score-reporting',
  'rescheduling',
  'editor',
  'draft',
] as const;

type GuidePage = keyof typeof ROUTE_TITLES.guidePages;

/** Learn guides and their sub-pages (public-site §2). */
export const LEARN_GUIDES: Readonly<
  Record<keyof typeof ROUTE_TITLES.learnGuides, readonly GuidePage[]>
> = {
  'observing-tech': ['intro', 'virtual-cable', 'obs-setup', 'obs-scenes', 'overwatch-settings'],
  'overwatch-settings': [
    'intro',
    'tool',
    'video',
    'sound',
    'controls',
    'gameplay',
    'social',
    'a11y',
  ],
  'companion-module': ['intro'],
  'solo-overlay': ['intro', 'installation', 'setup', 'usage'],
};
/** Other learn pages. */
export const LEARN_PAGES = Object.keys(
  ROUTE_TITLES.learnPages,
) as (keyof typeof ROUTE_TITLES.learnPages)[];

/** Tools (public-site §2 "Tools"). */
export const TOOLS = Object.keys(ROUTE_TITLES.tools) as (keyof typeof ROUTE_TITLES.tools)[];

/** Top-level redirects (public-site §2 "Redirects"). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  guide: '/learn',
  guides: '/learn',
  tools: '/learn',
  'bracket-creator': '/tools/bracket-creator',
  'theme-creator': '/tools/theme-creator',
  'twitch-auth': '/tools/twitch-auth',
  scenes: '/learn/guides/observing-tech/obs-scenes',
};
