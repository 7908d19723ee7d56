import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { demoLogin } from './demo';

/**
 * Event pages in the browser (public-site §2 "Event pages", §4 mini-site status, §5; broadcast §2 "Bracket view"):
 * every tab against the demo season, the tab visibility rules, the redirects, the bracket view (columns, cards,
 * lines, hover), the standings explainer, the mini-site prompt, one live update, and screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

interface DemoEvents {
  spring: string;
  summer: string;
}

/** The demo events by name: the in-progress Spring Showdown ('spring' mini-site) and the upcoming Summer Cup. */
async function demoEvents(stack: E2EStack): Promise<DemoEvents> {
  const [lookup] = await stack.things(['subdomain-spring']);
  const [publicEvents] = await stack.things(['special:public-events']);
  const events = await stack.things((publicEvents!['events'] as string[]) ?? []);
  const summer = events.find((event) => String(event['name']).includes('Summer Cup'));
  return { spring: String(lookup!['id']), summer: String(summer!['id']) };
}

/** The short id used in URLs (public-site §3 record ids). */
const urlId = (id: string) => id.replace(/^rec/, '');

async function tabNames(page: Page): Promise<string[]> {
  const nav = page.getByTestId('event-subnav');
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

/** Waits until the page's images and data requests have settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test.describe('event pages (issue: public pages, part A)', () => {
  test('tabs follow the data: Spring Showdown shows its tabs and approved socials, Summer Cup has no Bracket, Settings hidden when signed out', async ({
    page,
    stack,
  }) => {
    const { spring, summer } = await demoEvents(stack);
    await page.goto(`${stack.url}/event/${urlId(spring)}`);
    await expect(page).toHaveTitle('Castline Cup: Spring Showdown | Castline');
    await expect
      .poll(() => tabNames(page))
      .toEqual([
        'Overview',
        'Schedule',
        'Bracket',
        'Standings',
        'Accolades',
        'Staff',
        'Theme',
        'About',
      ]);
    // only approved socials (the YouTube link of the demo is not approved)
    await expect(page.getByTestId('event-social')).toHaveText(['Twitter', 'Twitch', 'Discord']);

    await page.goto(`${stack.url}/event/${urlId(summer)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Community Clash: Summer Cup' }),
    ).toBeVisible();
    await expect.poll(() => tabNames(page)).toContain('Schedule');
    const summerTabs = await tabNames(page);
    expect(summerTabs).not.toContain('Bracket');
    expect(summerTabs).not.toContain('Brackets');
    expect(summerTabs).not.toContain('Accolades');
    expect(summerTabs).not.toContain('Settings');
  });

  test('Settings shows for the organiser (Can edit any event) and for event staff', async ({
    page,
    stack,
  }) => {
    const { spring } = await demoEvents(stack);
    for (const role of ['organiser', 'staff'] as const) {
      const login = await demoLogin(stack, role);
      await page.context().clearCookies();
      await page.context().addCookies([{ name: 'auth', value: login.token, url: stack.url }]);
      await page.goto(`${stack.url}/event/${urlId(spring)}`);
      await expect(page.getByTestId('event-tab-settings')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('event-tab-settings').click();
      await expect(page).toHaveURL(`${stack.url}/event/${urlId(spring)}/settings`);
      await expect(page.getByTestId('event-settings')).toBeVisible();
    }
    const player = await demoLogin(stack, 'player');
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'auth', value: player.token, url: stack.url }]);
    await page.goto(`${stack.url}/event/${urlId(spring)}`);
    await expect(page.getByTestId('event-tab-about')).toBeVisible();
    await expect(page.getByTestId('event-tab-settings')).toHaveCount(0);
  });

  test('the brackets, matches, stream and stream-details paths redirect', async ({
    page,
    stack,
  }) => {
    const { spring } = await demoEvents(stack);
    const base = `${stack.url}/event/${urlId(spring)}`;
    for (const [from, to] of [
      ['brackets', 'bracket'],
      ['matches', 'schedule'],
      ['stream', 'streams'],
      ['stream-details', 'streams'],
    ] as const) {
      await page.goto(`${base}/${from}`);
      await expect(page).toHaveURL(`${base}/${to}`);
    }
  });

  test('each tab shows its content', async ({ page, stack }) => {
    const { spring } = await demoEvents(stack);
    const base = `${stack.url}/event/${urlId(spring)}`;
    await page.goto(base);
    await expect(page.getByTestId('overview-live').getByTestId('schedule-match')).toHaveCount(1);
    await expect(
      page.getByTestId('overview-upcoming').getByTestId('schedule-match').first(),
    ).toBeVisible();
    await expect(page.getByTestId('overview-team')).toHaveCount(8);

    await page.getByTestId('event-tab-schedule').click();
    await expect(page).toHaveTitle('Schedule - Castline Cup: Spring Showdown | Castline');
    // 12 group, 14 playoff, the showmatch and 4 exhibition matches (the demo's open score reports and reschedule).
    await expect(page.getByTestId('schedule-match')).toHaveCount(31);
    await expect(page.getByTestId('schedule-group')).toHaveText([
      'Live now',
      'Upcoming',
      'Results',
    ]);

    await page.getByTestId('event-tab-standings').click();
    await expect(page.getByTestId('standings-table')).toHaveCount(2);
    await expect(
      page.getByTestId('standings-table').first().getByTestId('standings-row'),
    ).toHaveCount(4);

    await page.getByTestId('event-tab-accolades').click();
    await expect(page.getByTestId('accolade')).toHaveCount(2);
    await expect(page.getByText('Spring Showdown Group Winners')).toBeVisible();

    await page.getByTestId('event-tab-staff').click();
    await expect(page.getByTestId('staff-person')).toHaveText([/Olivia Organiser/, /Sam Staff/]);
    await page.getByTestId('staff-extended-link').click();
    await expect(page).toHaveURL(`${base}/staff/extended`);
    await expect(page.getByTestId('staff-crew')).toContainText('Priya Producer');

    await page.getByTestId('event-tab-theme').click();
    await expect(page.getByTestId('theme-swatch').first()).toBeVisible();

    await page.getByTestId('event-tab-about').click();
    await expect(page.getByTestId('event-about')).toContainText('third season of the Castline Cup');

    await page.getByTestId('event-tab-overview').click();
    await page.getByTestId('overview-more-rosters').click();
    await expect(page.getByTestId('roster-team')).toHaveCount(8);
    await expect(page.getByTestId('roster-player')).toHaveCount(40);

    await page.goto(`${base}/stats`);
    await expect(page.getByTestId('stats-summary')).toContainText(
      /\d+ maps played across \d+ matches/,
    );
    await expect(page.getByTestId('stats-map-row').first()).toBeVisible();
    await expect(page.getByTestId('stats-hero-row').first()).toBeVisible();
    await expect(page.getByTestId('stats-map-card').first()).toBeVisible();

    await page.goto(`${base}/brands`);
    await expect(page.getByTestId('brand-team')).toHaveCount(8);

    await page.goto(`${base}/streams`);
    await expect(page.getByTestId('event-broadcast')).toHaveCount(2);
    await expect(page.getByTestId('event-broadcast').first()).toContainText('Castline Main Stream');
  });

  test('the bracket draws columns, cards and lines; hovering a team dims the others, hovering a match highlights its connections', async ({
    page,
    stack,
  }) => {
    const { spring } = await demoEvents(stack);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${stack.url}/event/${urlId(spring)}/bracket`);
    const view = page.getByTestId('bracket-view');
    await expect(view).toBeVisible();
    await expect(view.getByTestId('bracket-header')).toHaveText([
      'Round 1',
      'Semifinals',
      'Upper Finals',
      'Grand Finals',
      'LB Round 1',
      'LB Round 2',
      'Lower Semifinals',
      'Lower Finals',
    ]);
    await expect(view.getByTestId('bracket-card')).toHaveCount(14);
    await expect(view.locator('[data-testid="bracket-connector"]')).toHaveCount(13);
    await expect(view.getByTestId('bracket-drop')).toHaveCount(7);
    await expect(view.locator('[data-testid="bracket-card"][data-state="ready"]')).toHaveCount(14);
    // the live match card and a stream code
    await expect(view.locator('[data-testid="bracket-card"][data-match-number="8"]')).toContainText(
      'Live',
    );
    await expect(
      view.locator('[data-testid="bracket-card"][data-match-number="10"]'),
    ).toContainText('stream');

    const row = view.locator('[data-testid="bracket-team"][data-team-id]').first();
    const teamId = await row.getAttribute('data-team-id');
    await row.hover();
    await expect(view).toHaveAttribute('data-focus', 'team');
    const dimmed = view.locator('[data-testid="bracket-team"][data-dimmed="true"]');
    await expect(dimmed.first()).toBeVisible();
    expect(
      await dimmed.evaluateAll(
        (rows, id) => rows.every((r) => r.getAttribute('data-team-id') !== id),
        teamId,
      ),
    ).toBe(true);
    expect(
      await view
        .locator(`[data-testid="bracket-team"][data-team-id="${teamId}"][data-dimmed="true"]`)
        .count(),
    ).toBe(0);

    await page.mouse.move(0, 0);
    await view
      .locator(
        '[data-testid="bracket-card"][data-match-number="7"] [data-testid="bracket-card-number"]',
      )
      .hover();
    await expect(view).toHaveAttribute('data-focus', 'match');
    await expect(
      view.locator('[data-testid="bracket-connector"][data-emphasis="highlight"]'),
    ).toHaveCount(3);
    await expect(view.getByTestId('bracket-feeder-label')).toHaveText(['Winner', 'Winner']);
    await expect(view.getByTestId('bracket-slot-label')).toHaveText(['Winner', 'Loser']);
  });

  test('standings show the tie-break explainer on demand', async ({ page, stack }) => {
    const { spring } = await demoEvents(stack);
    await page.goto(`${stack.url}/event/${urlId(spring)}/standings`);
    const table = page.getByTestId('standings-table').first();
    await expect(table.getByTestId('standings-row')).toHaveCount(4);
    await expect(page.getByTestId('standings-explainer')).toHaveCount(0);
    await table.getByTestId('standings-explain-toggle').click();
    const explainer = page.getByTestId('standings-explainer');
    await expect(explainer).toBeVisible();
    await expect(explainer.getByTestId('standings-pair')).toHaveCount(3);
    await expect(explainer.getByTestId('standings-pair').first()).toContainText(' above ');
    await expect(explainer.getByTestId('standings-chain')).toContainText('Match wins');
    await table.getByTestId('standings-explain-toggle').click();
    await expect(page.getByTestId('standings-explainer')).toHaveCount(0);
  });

  test('the mini-site prompt shows on the main site and not on the mini-site', async ({
    page,
    stack,
  }) => {
    const { spring } = await demoEvents(stack);
    await page.goto(`${stack.url}/event/${urlId(spring)}/standings`);
    const prompt = page.getByTestId('event-minisite-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link')).toHaveAttribute(
      'href',
      `http://spring.localhost:${stack.port}/standings`,
    );

    await page.goto(`http://spring.localhost:${stack.port}/standings`);
    await expect(page.getByTestId('minisite-layout')).toBeVisible();
    await expect(page.getByTestId('standings-table').first()).toBeVisible();
    await expect(page.getByTestId('event-page')).toHaveAttribute(
      'data-minisite-status',
      'on-main-subdomain',
    );
    await expect(page.getByTestId('event-minisite-prompt')).toHaveCount(0);
  });

  test('a score change by the organiser shows live on the bracket card and in the schedule', async ({
    page,
    stack,
  }) => {
    const { spring } = await demoEvents(stack);
    const [bracketId] = ((await stack.things([spring]))[0]!['brackets'] as string[]) ?? [];
    const [bracket] = await stack.things([bracketId!]);
    const matchId = (bracket!['ordered_matches'] as string[])[9]!; // match 10: both teams known, not started
    const [before] = await stack.things([matchId]);
    expect(before!['score_1'] ?? 0).toBe(0);
    const organiser = await demoLogin(stack, 'organiser');

    await page.goto(`${stack.url}/event/${urlId(spring)}/bracket`);
    const card = page.locator(`[data-testid="bracket-card"][data-match-id="${matchId}"]`);
    await expect(card).toHaveAttribute('data-state', 'ready');
    await expect(card.getByTestId('bracket-score')).toHaveCount(0);
    let res = await stack.action(
      'update-match-data',
      { matchID: matchId, updatedData: { score_1: 2 } },
      organiser.token,
    );
    expect(res.status).toBe(200);
    await expect(card.getByTestId('bracket-score')).toHaveText(['2', '0'], { timeout: 2000 });

    await page.getByTestId('event-tab-schedule').click();
    const row = page.locator(`[data-testid="schedule-match"][data-match-id="${matchId}"]`);
    await expect(row.getByTestId('schedule-score')).toHaveText('2 – 0');
    res = await stack.action(
      'update-match-data',
      { matchID: matchId, updatedData: { score_1: 1 } },
      organiser.token,
    );
    expect(res.status).toBe(200);
    await expect(row.getByTestId('schedule-score')).toHaveText('1 – 0', { timeout: 2000 });
    await stack.action(
      'update-match-data',
      { matchID: matchId, updatedData: { score_1: 0 } },
      organiser.token,
    );
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots of the overview, bracket, schedule and standings at ${name} width`, async ({
      page,
      stack,
    }) => {
      const { spring } = await demoEvents(stack);
      await page.setViewportSize(viewport);
      const base = `${stack.url}/event/${urlId(spring)}`;
      const pages = [
        ['overview', '', 'event-overview'],
        ['bracket', '/bracket', 'bracket-view'],
        ['schedule', '/schedule', 'event-schedule'],
        ['standings', '/standings', 'standings-table'],
      ] as const;
      for (const [label, sub, testId] of pages) {
        await page.goto(`${base}${sub}`);
        await expect(page.getByTestId(testId).first()).toBeVisible();
        await settle(page);
        await page.screenshot({
          path: path.join(dir, `event-${label}-${name}.png`),
          fullPage: true,
        });
        // the page never scrolls sideways (the bracket scrolls inside its own frame)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${label} at ${name} width`).toBeLessThanOrEqual(1);
      }
    });
  }
});
