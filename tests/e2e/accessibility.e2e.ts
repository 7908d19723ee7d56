import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { demoLogin, demoLogins, type DemoLogin } from './demo';

/**
 * Issue 12 item 2: readable themes and an accessibility sweep over the demo season.
 * - Every public route, in light and dark mode (prefers-color-scheme), at 1280 px and 375 px: axe finds no serious
 *   or critical violation. Each page is opened once and checked in the four combinations (the colour scheme and
 *   the viewport change in place).
 * - The event pages of every demo event (each with its own theme) and the `spring` mini-site served under each
 *   demo event theme: the same sweep, so every demo theme is checked on every themed surface.
 * - The lowest text contrast per themed surface under each demo event theme, as axe's colour-contrast rule
 *   measures it, printed as a table (the figures of the issue's before/after note).
 */

type Rec = Record<string, unknown>;
type Viewport = { readonly width: number; readonly height: number };
type Scheme = 'light' | 'dark';
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

const VIEWPORTS: readonly Viewport[] = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];
const SCHEMES: readonly Scheme[] = ['light', 'dark'];
/** The impacts that fail the sweep (moderate and minor ones are printed, not failed). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const links = (record: Rec | undefined, field: string): string[] =>
  (record?.[field] as string[] | undefined) ?? [];
/** The id as URLs show it (public-site §3: a rec… id without its prefix). */
const urlId = (id: string): string => (id.length === 17 && id.startsWith('rec') ? id.slice(3) : id);

async function things(stack: E2EStack, ids: readonly string[]): Promise<Rec[]> {
  if (ids.length === 0) return [];
  const answer = await stack.things([...ids]);
  const byId = new Map(answer.map((record) => [record['__id'], record]));
  return ids.map((id) => byId.get(id)).filter((record): record is Rec => record !== undefined);
}

interface DemoIds {
  /** Every demo event (the public ones and the hidden one), Spring Showdown first. */
  readonly events: readonly { readonly id: string; readonly name: string }[];
  readonly spring: string;
  readonly team: string;
  readonly player: string;
  /** A played Spring Showdown match whose maps carry replay codes (the replay badge). */
  readonly match: string;
  /** Every played Spring Showdown match (to find one whose replay badge shows). */
  readonly played: readonly string[];
  readonly newsSlug: string | null;
}

let demoIdsOnce: Promise<DemoIds> | null = null;

/** Real ids of the demo season, read through the stack like the web reads them (once per worker). */
function demoIds(stack: E2EStack): Promise<DemoIds> {
  demoIdsOnce ??= (async () => {
    const [lookup, publicEvents] = await things(stack, [
      'subdomain-spring',
      'special:public-events',
    ]);
    const spring = String(lookup?.['id']);
    const eventIds = [...new Set([spring, ...links(publicEvents, 'events')])];
    const events = await things(stack, eventIds);
    const [springEvent] = events;
    const [team] = await things(stack, links(springEvent, 'teams').slice(0, 1));
    const matches = await things(stack, links(springEvent, 'matches'));
    const played = matches.filter((match) => links(match, 'maps').length > 0);
    const maps = await things(
      stack,
      played.flatMap((match) => links(match, 'maps')),
    );
    const withReplay = new Set(
      maps
        .filter((map) => typeof map['replay_code'] === 'string' && map['replay_code'] !== '')
        .map((map) => map['id']),
    );
    const match =
      played.find((m) => links(m, 'maps').some((id) => withReplay.has(id))) ?? played[0];
    const [news] = await things(
      stack,
      events.flatMap((event) => links(event, 'news_items')).slice(0, 1),
    );
    const name = typeof news?.['name'] === 'string' ? news['name'] : null;
    return {
      events: events.map((event) => ({ id: String(event['id']), name: String(event['name']) })),
      spring,
      team: String(team?.['id']),
      player: links(team, 'players')[0] ?? '',
      match: String(match?.['id']),
      played: played.map((m) => String(m['id'])),
      newsSlug: name
        ? name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
        : null,
    };
  })();
  return demoIdsOnce;
}

/** Sets `id` on every object of a record answer whose __id is the spring lookup (deep: socket payloads nest). */
function patchLookup(value: unknown, eventId: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => patchLookup(entry, eventId));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Rec;
  if (record['__id'] === 'subdomain-spring') return { ...record, id: eventId };
  return Object.fromEntries(
    Object.entries(record).map(([key, entry]) => [key, patchLookup(entry, eventId)]),
  );
}

/**
 * Serves another demo event as the `spring` mini-site: the startup lookup `subdomain-spring` answers that event's
 * id, so its theme (navbar, page, header colours) is the one rendered. Both ways the web reads records are patched:
 * POST /things (fetched from 127.0.0.1: the test runner does not resolve *.localhost the way Chromium does) and the
 * realtime socket's data (Socket.IO text packets); everything else is the real answer.
 */
async function serveAsMiniSite(page: Page, stack: E2EStack, eventId: string): Promise<void> {
  await page.route('**/things', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${stack.url}${url.pathname}${url.search}` });
    const body = (await response.json()) as unknown;
    return route.fulfill({ response, json: patchLookup(body, eventId) });
  });
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const packet = typeof message === 'string' ? /^(\d+)(\[.*)$/s.exec(message) : null;
      if (!packet || !message.includes('subdomain-spring')) return ws.send(message);
      const payload = JSON.parse(packet[2] ?? '[]') as unknown;
      ws.send(`${packet[1] ?? ''}${JSON.stringify(patchLookup(payload, eventId))}`);
    });
  });
}

/** Stops serving another event as the mini-site (a fresh page state: routes off). */
async function serveSpring(page: Page): Promise<void> {
  await page.unroute('**/things');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Opens a page and waits until its data settled (spinners and skeletons gone, no request in flight). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Prints axe violations as a list: where, rule, impact, help, and each element with its summary. */
function formatViolations(label: string, violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${label}: [${v.impact ?? '?'}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 6)
        .map(
          (n) =>
            `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
}

/**
 * Runs axe on the open page in both colour schemes at both widths (changed in place: the page is not reloaded) and
 * answers the serious and critical violations, formatted.
 */
async function sweep(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // let media-query listeners re-render and transitions finish
      await page.waitForTimeout(150);
      const results = await new AxeBuilder({ page }).analyze();
      const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
      problems.push(...formatViolations(`${label} (${colorScheme}, ${viewport.width}px)`, failing));
    }
  }
  // printed as found, so a long sweep shows every finding, not only the first failing test's
  if (problems.length > 0) console.log(problems.join('\n'));
  return problems;
}

interface RouteCase {
  readonly name: string;
  readonly path: (ids: DemoIds) => string | null;
}

/** Every public route of the main site (public-site §2), with real demo ids. */
const MAIN_ROUTES: readonly RouteCase[] = [
  { name: 'home', path: () => '/' },
  { name: 'events', path: () => '/events' },
  { name: 'teams', path: () => '/teams' },
  { name: 'players', path: () => '/players' },
  { name: 'streams', path: () => '/streams' },
  { name: 'news', path: (ids) => (ids.newsSlug ? `/news/${ids.newsSlug}` : null) },
  { name: 'learn', path: () => '/learn' },
  { name: 'learn guide', path: () => '/learn/guides/observing-tech/obs-setup' },
  { name: 'tools: theme creator', path: () => '/tools/theme-creator' },
  { name: 'tools: bracket creator', path: () => '/tools/bracket-creator' },
  { name: 'login', path: () => '/login' },
  { name: 'event', path: (ids) => `/event/${urlId(ids.spring)}` },
  { name: 'event rosters', path: (ids) => `/event/${urlId(ids.spring)}/rosters` },
  { name: 'event bracket', path: (ids) => `/event/${urlId(ids.spring)}/bracket` },
  { name: 'event schedule', path: (ids) => `/event/${urlId(ids.spring)}/schedule` },
  { name: 'event standings', path: (ids) => `/event/${urlId(ids.spring)}/standings` },
  { name: 'event theme', path: (ids) => `/event/${urlId(ids.spring)}/theme` },
  { name: 'event staff', path: (ids) => `/event/${urlId(ids.spring)}/staff` },
  { name: 'event about', path: (ids) => `/event/${urlId(ids.spring)}/about` },
  { name: 'event stats', path: (ids) => `/event/${urlId(ids.spring)}/stats` },
  { name: 'team', path: (ids) => `/team/${urlId(ids.team)}` },
  { name: 'team matches', path: (ids) => `/team/${urlId(ids.team)}/matches` },
  { name: 'team theme', path: (ids) => `/team/${urlId(ids.team)}/theme` },
  { name: 'player', path: (ids) => `/player/${urlId(ids.player)}` },
  { name: 'match', path: (ids) => `/match/${urlId(ids.match)}` },
  { name: 'match (detailed)', path: (ids) => `/detailed/${urlId(ids.match)}` },
  { name: 'not found', path: () => '/no-such-page' },
  // A client page of the overlay document (OVERLAYS §1 admin): signed out it lists the overlays and asks to sign in.
  { name: 'client admin (source overview)', path: () => '/client/prod1/admin' },
];

/** The mini-site pages checked under every demo event theme (served at spring.localhost). */
const MINI_SITE_ROUTES: readonly RouteCase[] = [
  { name: 'overview', path: () => '/' },
  { name: 'rosters', path: () => '/rosters' },
  { name: 'schedule', path: () => '/schedule' },
  { name: 'bracket', path: () => '/bracket' },
  { name: 'standings', path: () => '/standings' },
  { name: 'match (detailed)', path: (ids) => `/detailed/${urlId(ids.match)}` },
  { name: 'login', path: () => '/login' },
];

/** The themed surfaces whose lowest text contrast is printed per demo event theme (mini-site, 1280 px). */
const MEASURED_SURFACES: readonly {
  readonly path: (ids: DemoIds) => string;
  readonly surfaces: Readonly<Record<string, string>>;
}[] = [
  {
    path: () => '/',
    surfaces: {
      'mini-site navbar links': 'header:not([data-testid]) nav',
      'event header title': '[data-testid="event-header"] h1',
      'event tabs': '[data-testid="event-subnav"]',
      'page headings': 'main h2',
    },
  },
  {
    path: () => '/rosters',
    surfaces: { 'roster (profile) cards': '[data-testid="roster-team"]' },
  },
  { path: () => '/schedule', surfaces: { 'schedule rows': '[data-testid="schedule-match"]' } },
  {
    path: (ids) => `/detailed/${urlId(ids.match)}`,
    surfaces: {
      'map cards': '[data-testid="detailed-map"]',
      'replay badge': '[data-testid="detailed-map-replay"]',
    },
  },
];

/**
 * The lowest text contrast inside the elements matching the selector, as axe's colour-contrast rule computes it
 * (composited backgrounds, opacity, large-text thresholds): null when nothing there has text.
 */
async function lowestContrast(page: Page, selector: string): Promise<number | null> {
  // rows and cards may arrive over the socket after the page settled
  await page
    .locator(selector)
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  if ((await page.locator(selector).count()) === 0) return null;
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  const ratios = [...results.passes, ...results.violations, ...results.incomplete]
    .flatMap((rule) => rule.nodes)
    .map(
      (node) =>
        [...node.any, ...node.all, ...node.none].find((check) => check.id === 'color-contrast')
          ?.data as { contrastRatio?: number } | undefined,
    )
    .map((data) => data?.contrastRatio)
    .filter((ratio): ratio is number => typeof ratio === 'number' && ratio > 0);
  return ratios.length > 0 ? Math.min(...ratios) : null;
}

test.describe('accessibility sweep (issue 12 item 2)', () => {
  for (const route of MAIN_ROUTES) {
    test(`main site: ${route.name}`, async ({ page, stack }) => {
      const ids = await demoIds(stack);
      const path = route.path(ids);
      // The demo season is deterministic and has a record for every route: a missing one is a failure.
      expect(path, `the demo season has a record for ${route.name}`).not.toBeNull();
      await open(page, `${stack.url}${path ?? '/'}`);
      const problems = await sweep(page, `${route.name} ${path ?? ''}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  test('signed in: score reporting, rescheduling, the staff queue and the report labels (issue 18)', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(240_000);
    const ids = await demoIds(stack);
    const [captain] = (await demoLogins(stack)).filter((u) => u.role === 'captain');
    if (!captain) throw new Error('the demo season has captains');
    const staff = await demoLogin(stack, 'staff');
    const [player] = await things(stack, [captain.player_id]);
    const [team] = await things(stack, links(player, 'captain_of').slice(0, 1));
    const upcoming = (await things(stack, links(team, 'matches'))).find(
      (m) => Date.parse(String(m['start'])) > Date.now() && links(m, 'reports').length === 0,
    );
    const [queue] = await things(stack, [`event-reports-${ids.spring}`]);
    const entries = (queue?.['open'] as { match: string; type: string; state: string }[]) ?? [];
    const countered =
      entries.find((entry) => entry.type === 'score' && entry.state === 'Countered') ??
      entries.find((entry) => entry.type === 'score');
    const request = entries.find((entry) => entry.type === 'reschedule');
    expect(upcoming, "the captain's upcoming match").toBeDefined();
    expect(countered, 'an open score report in the demo').toBeDefined();
    const cases: [DemoLogin, string][] = [
      [captain, `/match/${urlId(String(upcoming?.['id']))}/score-reporting`],
      [captain, `/match/${urlId(String(upcoming?.['id']))}/rescheduling`],
      [staff, `/match/${urlId(countered?.match ?? '')}/score-reporting`],
      ...(request
        ? [[staff, `/match/${urlId(request.match)}/rescheduling`] as [DemoLogin, string]]
        : []),
      [staff, `/event/${urlId(ids.spring)}/reports`],
      // the labels per viewer on match rows and schedule rows
      [captain, `/team/${urlId(String(team?.['id']))}/matches`],
      [captain, `/event/${urlId(ids.spring)}/schedule`],
    ];
    const problems: string[] = [];
    for (const [login, path] of cases) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'auth', value: login.token, url: stack.url }]);
      const page = await context.newPage();
      await open(page, `${stack.url}${path}`);
      problems.push(...(await sweep(page, `${login.role} ${path}`)));
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('main site: the event page of every demo event, in its own theme', async ({
    page,
    stack,
  }) => {
    test.setTimeout(180_000);
    const ids = await demoIds(stack);
    const problems: string[] = [];
    for (const event of ids.events.slice(1)) {
      await open(page, `${stack.url}/event/${urlId(event.id)}`);
      problems.push(...(await sweep(page, `event page of ${event.name}`)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('mini-site: every page under every demo event theme', async ({ page, stack }) => {
    test.setTimeout(600_000);
    const ids = await demoIds(stack);
    const problems: string[] = [];
    for (const [index, event] of ids.events.entries()) {
      await serveSpring(page);
      if (index > 0) await serveAsMiniSite(page, stack, event.id);
      // the spring theme on every page, the others on the pages with themed surfaces
      const routes = index === 0 ? MINI_SITE_ROUTES : MINI_SITE_ROUTES.slice(0, 3);
      for (const route of routes) {
        const path = route.path(ids) ?? '/';
        await open(page, `http://spring.localhost:${stack.port}${path}`);
        if (index > 0)
          await expect(page.getByTestId('event-header').locator('h1')).toHaveText(event.name);
        problems.push(...(await sweep(page, `mini-site ${path} as ${event.name}`)));
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('themed surfaces: lowest text contrast under every demo event theme', async ({
    page,
    stack,
  }) => {
    test.setTimeout(300_000);
    const ids = await demoIds(stack);
    await page.setViewportSize(VIEWPORTS[0]!);
    const rows: string[] = [];
    const lowest: number[] = [];
    // the demo events in order, Spring Showdown (unpatched) first: a socket route cannot be taken back
    for (const [index, event] of ids.events.entries()) {
      await serveSpring(page);
      if (index > 0) await serveAsMiniSite(page, stack, event.id);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const { path, surfaces } of MEASURED_SURFACES) {
          await open(page, `http://spring.localhost:${stack.port}${path(ids)}`);
          if ('replay badge' in surfaces) {
            // the first played match whose maps show a replay code
            for (const id of ids.played.slice(0, 6)) {
              if ((await page.getByTestId('detailed-map-replay').count()) > 0) break;
              await open(page, `http://spring.localhost:${stack.port}/detailed/${urlId(id)}`);
            }
          } else {
            // the theme served is the event's own (the mini-site shows its name)
            await expect(page.getByTestId('event-header').locator('h1')).toHaveText(event.name);
          }
          for (const [surface, selector] of Object.entries(surfaces)) {
            const ratio = await lowestContrast(page, selector);
            if (ratio !== null) lowest.push(ratio);
            rows.push(
              `| ${scheme} | ${event.name} | ${surface} | ${ratio === null ? '-' : `${ratio.toFixed(2)}:1`} |`,
            );
          }
        }
      }
    }
    console.log(
      `lowest text contrast per themed surface (mini-site, 1280 px, axe colour-contrast):\n| mode | theme | surface | lowest |\n|---|---|---|---|\n${rows.join('\n')}`,
    );
    // large text may go down to 3:1; the sweep checks which texts are large
    expect(Math.min(...lowest)).toBeGreaterThanOrEqual(3);
  });
});
