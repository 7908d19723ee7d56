import { redirect, useParams, type RouteObject } from 'react-router';
import { CLIENT_TEXT, formatGuidePageTitle, ROUTE_TITLES } from '../lib/client-text.js';
import type { RouteHandle } from '../lib/routing/route-handle.js';
import { FullPageSpinner } from '../ui/full-page-spinner.js';
import type { AuthStore } from '../lib/auth/auth-store.js';
import { createAuthGuard } from '../lib/auth/auth-guard.js';
import { createRequireLogin } from '../features/cams/require-login.js';
import { RootRoute, RouteError } from './root-route.js';
import { MainSiteShell, MiniSiteShell } from './layouts/site-shell.js';
import { loadEventPage } from '../routes/event/event-pages.js';
import { loadMatchPage } from '../routes/match/match-pages.js';
import { loadPlayerPage } from '../routes/player/player-pages.js';
import { loadTeamPage } from '../routes/team/team-pages.js';
import {
  EVENT_SUB_PAGE_REDIRECTS,
  EVENT_SUB_PAGES,
  LEARN_GUIDES,
  LEARN_PAGES,
  MATCH_SUB_PAGES,
  PLAYER_SUB_PAGES,
  REDIRECTS,
  TEAM_SUB_PAGES,
  TOOLS,
} from './route-tables.js';

// Lazy areas (ARCHITECTURE §1: "lazy route chunks"): each import() is one chunk, so an overlay never loads
// the site shell (Mantine) or the public pages, and the public site never loads overlay code. Event, team,
// player and match sub-pages and the listing pages are chunks of their own too (issue 11 item 3): a route loads
// its area's layout and its one page side by side (the router resolves every matched route's `lazy` at once).
const publicArea = () => import('../routes/public/index.js');
const eventArea = () => import('../routes/event/index.js');
const learnArea = () => import('../routes/learn/index.js');
const toolsArea = () => import('../routes/tools/index.js');
const overlayArea = () => import('../overlays/index.js');
const teamArea = () => import('../routes/team/index.js');
const playerArea = () => import('../routes/player/index.js');
const matchArea = () => import('../routes/match/index.js');
const newsArea = () => import('../routes/news/index.js');
const camsArea = () => import('../routes/cams/index.js');

const home = async () => ({ Component: (await publicArea()).HomePage });
const events = async () => ({ Component: (await publicArea()).EventsPage });
const notFound = async () => ({ Component: (await publicArea()).NotFoundPage });
const teams = async () => ({
  Component: (await import('../routes/public/teams-page.js')).TeamsPage,
});
const players = async () => ({
  Component: (await import('../routes/public/players-page.js')).PlayersPage,
});
const streams = async () => ({
  Component: (await import('../routes/public/streams-page.js')).StreamsPage,
});
const teamLayout = async () => ({ Component: (await teamArea()).TeamLayout });
const teamSubPage = (subPage: string) => async () => ({ Component: await loadTeamPage(subPage) });
const playerLayout = async () => ({ Component: (await playerArea()).PlayerLayout });
const playerSubPage = (subPage: string) => async () => ({
  Component: await loadPlayerPage(subPage),
});
const matchLayout = async () => ({ Component: (await matchArea()).MatchLayout });
const matchSubPage = (subPage: string) => async () => ({ Component: await loadMatchPage(subPage) });
const detailedPage = async () => ({
  Component: (await import('../routes/match/detailed-page.js')).DetailedPage,
});
const newsPage = async () => ({ Component: (await newsArea()).NewsPage });
const cams = async () => ({ Component: (await camsArea()).CamsPage });
const eventLayout = async () => ({ Component: (await eventArea()).EventLayout });
const eventSubPage = (subPage: string) => async () => {
  const [{ EventSubPage }, Page] = await Promise.all([eventArea(), loadEventPage(subPage)]);
  return {
    Component: function EventRoutePage() {
      return <EventSubPage page={Page} />;
    },
  };
};
const learn = async () => ({ Component: (await learnArea()).LearnPage });
const tool = async () => ({ Component: (await toolsArea()).ToolPage });
// Account pages: one chunk each (the profile form's Select and the login screen share nothing heavy).
const dashboard = async () => ({
  Component: (await import('../routes/dashboard/dashboard-page.js')).DashboardPage,
});
const login = async () => ({
  Component: (await import('../routes/account/login-page.js')).LoginPage,
});
const authReturn = async () => ({
  Component: (await import('../routes/account/auth-return-page.js')).AuthReturnPage,
});
const handoff = async () => ({
  Component: (await import('../routes/account/handoff-page.js')).HandoffPage,
});
const profile = async () => ({
  Component: (await import('../routes/account/profile-page.js')).ProfilePage,
});
const me = async () => ({ Component: (await import('../routes/account/me-page.js')).MePage });
const overlay = async () => {
  const { SiteOverlayRoute } = await overlayArea();
  // In-app navigation only: the gateway (and Vite in dev) answer /broadcast/* and /client/* with overlay.html, so
  // the route hands the address to that document with a full load.
  return {
    Component: function OverlayRoute() {
      return <SiteOverlayRoute route={useParams()['*'] ?? ''} />;
    },
  };
};

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/** The (never shown) component of a redirect route: its loader answers first. */
function Redirecting() {
  return null;
}

/** The event pages under a base ('/event/:id' or a mini-site's root): overview, sub-pages, redirects. */
function eventChildren(
  base: (params: Record<string, string | undefined>) => string,
): RouteObject[] {
  return [
    { index: true, lazy: eventSubPage(''), handle: handle({ subPage: '' }) },
    ...EVENT_SUB_PAGES.map(({ path, title }) => ({
      path,
      lazy: eventSubPage(path),
      handle: handle({ subPage: path, title }),
    })),
    ...Object.entries(EVENT_SUB_PAGE_REDIRECTS).map(([from, to]) => ({
      path: from,
      loader: ({ params }: { params: Record<string, string | undefined> }) =>
        redirect(`${base(params)}/${to}`),
      Component: Redirecting,
    })),
  ];
}

/**
 * An entity page (team, player, match): its layout, the overview ('') and every sub-page (aliases included);
 * `page(subPage)` loads that sub-page's own chunk, beside the layout's.
 */
function entityRoute(
  path: string,
  title: string,
  subPages: readonly string[],
  layout: RouteObject['lazy'],
  page: (subPage: string) => RouteObject['lazy'],
): RouteObject {
  return {
    path,
    lazy: layout,
    handle: handle({ title }),
    children: [
      { index: true, lazy: page(''), handle: handle({ subPage: '' }) },
      ...subPages.map((subPage) => ({
        path: subPage,
        lazy: page(subPage),
        handle: handle({ subPage }),
      })),
    ],
  };
}

export interface AppRouteOptions {
  readonly auth: Pick<AuthStore, 'clear' | 'ensureAuthenticated' | 'setNextPage'>;
  /** The mini-site event when the subdomain matched one; its pages are then served at the root. */
  readonly miniSiteEventId: string | null;
}

/**
 * Every route of the spec (public-site §2), in areas. The main site serves Home at '/'; a mini-site serves its
 * event's pages at the root (same sub-paths, no /event/{id}) and keeps the shared, entity, login and account
 * routes. Overlays (/broadcast/:code/*, /client/:key/*) sit outside the site shell.
 */
export function createAppRoutes(options: AppRouteOptions): RouteObject[] {
  const isMiniSite = options.miniSiteEventId !== null;
  const siteChildren: RouteObject[] = [
    ...(isMiniSite
      ? [{ lazy: eventLayout, children: eventChildren(() => '') }]
      : [
          { index: true, lazy: home },
          { path: 'streams', lazy: streams, handle: handle({ title: CLIENT_TEXT.titleStreams }) },
        ]),
    { path: 'events', lazy: events },
    { path: 'teams', lazy: teams, handle: handle({ title: CLIENT_TEXT.titleTeams }) },
    { path: 'players', lazy: players, handle: handle({ title: CLIENT_TEXT.titlePlayers }) },
    {
      path: 'event/:id',
      lazy: eventLayout,
      children: eventChildren((params) => `/event/${params.id ?? ''}`),
    },
    entityRoute('team/:id', CLIENT_TEXT.titleTeam, TEAM_SUB_PAGES, teamLayout, teamSubPage),
    entityRoute(
      'player/:id',
      CLIENT_TEXT.titlePlayer,
      PLAYER_SUB_PAGES,
      playerLayout,
      playerSubPage,
    ),
    entityRoute('match/:id', CLIENT_TEXT.titleMatch, MATCH_SUB_PAGES, matchLayout, matchSubPage),
    { path: 'detailed/:id', lazy: detailedPage, handle: handle({ title: CLIENT_TEXT.titleMatch }) },
    { path: 'news/:slug', lazy: newsPage, handle: handle({ title: CLIENT_TEXT.titleNews }) },
    {
      path: 'cams',
      // Crews only (issue 12 item 5): signed out, the login redirect with a return, as protected routes do.
      middleware: [createRequireLogin(options.auth)],
      lazy: cams,
      handle: handle({ title: ROUTE_TITLES.cams }),
    },
    { path: 'learn', lazy: learn, handle: handle({ title: CLIENT_TEXT.titleLearn }) },
    ...LEARN_PAGES.map((page) => ({
      path: `learn/${page}`,
      lazy: learn,
      handle: handle({ title: ROUTE_TITLES.learnPages[page] }),
    })),
    ...Object.entries(LEARN_GUIDES).map(([guide, pages]) => {
      const guideTitle = ROUTE_TITLES.learnGuides[guide as keyof typeof LEARN_GUIDES];
      return {
        path: `learn/guides/${guide}`,
        handle: handle({ title: guideTitle }),
        children: [
          { index: true, lazy: learn },
          ...pages.map((page) => ({
            path: page,
            lazy: learn,
            handle: handle({
              title: formatGuidePageTitle(guideTitle, ROUTE_TITLES.guidePages[page]),
            }),
          })),
        ],
      };
    }),
    ...TOOLS.map((name) => ({
      path: `tools/${name}`,
      lazy: tool,
      handle: handle({ title: ROUTE_TITLES.tools[name] }),
    })),
    { path: 'login', lazy: login, handle: handle({ title: CLIENT_TEXT.titleLogin }) },
    // issue 12 item 1: a mini-site exchanges a sign-in hand-off code here (HANDOFF_PAGE).
    { path: 'login/handoff', lazy: handoff, handle: handle({ title: CLIENT_TEXT.titleLogin }) },
    {
      path: 'auth/discord/return',
      lazy: authReturn,
      handle: handle({ title: CLIENT_TEXT.titleLogin }),
    },
    { path: 'profile', lazy: profile, handle: handle({ title: CLIENT_TEXT.titleProfile }) },
    {
      path: 'dashboard',
      lazy: dashboard,
      handle: handle({ title: CLIENT_TEXT.titleDashboard, wide: true }),
    },
    { path: 'me', lazy: me, handle: handle({ title: CLIENT_TEXT.titleProfile }) },
    { path: 'me/:subPage', lazy: me, handle: handle({ title: CLIENT_TEXT.titleProfile }) },
    ...Object.entries(REDIRECTS).map(([from, to]) => ({
      path: from,
      loader: () => redirect(to),
      Component: Redirecting,
    })),
    {
      path: 'reset',
      // public-site §2: /reset clears the auth cookie (and the local copy, so it takes effect) and goes to /.
      loader: () => {
        options.auth.clear();
        return redirect('/');
      },
      Component: Redirecting,
    },
    { path: '*', lazy: notFound },
  ];
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteError,
      HydrateFallback: FullPageSpinner,
      children: [
        {
          // public-site §4 "Authentication" 4, 7: protected routes try the token or redirect to /login.
          middleware: [createAuthGuard(options.auth, { isMiniSite })],
          Component: isMiniSite ? MiniSiteShell : MainSiteShell,
          children: siteChildren,
        },
        { path: 'broadcast/:code/*', lazy: overlay },
        { path: 'client/:key/*', lazy: overlay },
      ],
    },
  ];
}
