import { expect, test } from './fixtures';
import { demoLogin } from './demo';

test.describe('web shell (issue 3)', () => {
  test('Home lists up to 6 upcoming matches and updates live when another client changes a score', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.url);
    await expect(page).toHaveTitle('Home | Castline');
    const rows = page.getByTestId('upcoming-match');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await expect(page.getByTestId('social-links-form')).toHaveAttribute('href', /^https:\/\//);

    // pick a row that has not started (shows 'vs'), and score it from another client
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')));
    const matches = await stack.things(ids.filter((x): x is string => !!x));
    const target = matches.find(
      (m) => !m['score_1'] && !m['score_2'] && (m['first_to'] as number) >= 2,
    );
    expect(target, 'an unstarted upcoming match').toBeTruthy();
    const row = page.locator(
      `[data-testid="upcoming-match"][data-match-id="${String(target!['id'])}"]`,
    );
    await expect(row.getByTestId('upcoming-match-score')).toHaveCount(0);
    const organiser = await demoLogin(stack, 'organiser');
    const res = await stack.action(
      'update-match-data',
      { matchID: target!['id'], updatedData: { score_1: 1 } },
      organiser.token,
    );
    expect(res.status).toBe(200);
    await expect(row.getByTestId('upcoming-match-score')).toHaveText('1 – 0', { timeout: 1000 });
    await stack.action(
      'update-match-data',
      { matchID: target!['id'], updatedData: { score_1: 0 } },
      organiser.token,
    );
  });

  test('Events shows In progress, then one section per series by order, then Other events', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.url}/events`);
    await expect(page).toHaveTitle('Events | Castline');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const sections = page.getByTestId('events-section');
    await expect(sections.first()).toBeVisible();
    const titles = await sections.locator('h2').allTextContents();
    expect(titles[0]).toBe('In progress');
    expect(titles.at(-1)).toBe('Other events');
    const [publicEvents] = await stack.things(['special:public-events']);
    const series = await stack.things((publicEvents!['series'] as string[]) ?? []);
    const seriesNames = series
      .filter((s) => (s['events'] as string[]).length > 0)
      .sort((a, b) => (a['order'] as number) - (b['order'] as number))
      .map((s) => s['name']);
    expect(titles.slice(1, -1)).toEqual(seriesNames);
    // only show_in_events events are listed
    const cards = page.getByTestId('event-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByText('Scrim Night')).toHaveCount(0);
  });

  test('a mini-site host serves its event at the root with the mini-site navbar', async ({
    page,
    stack,
  }) => {
    await page.goto(`http://spring.localhost:${stack.port}/`);
    await expect(page.getByTestId('minisite-layout')).toBeVisible();
    await expect(page.getByTestId('minisite-brand')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Brackets?$/ }).first()).toBeVisible();
  });

  test('redirects go where the spec says, /reset clears auth, and unknown paths show Not Found', async ({
    page,
    stack,
  }) => {
    for (const [from, to] of [
      ['/guide', '/learn'],
      ['/guides', '/learn'],
      ['/tools', '/learn'],
      ['/bracket-creator', '/tools/bracket-creator'],
      ['/theme-creator', '/tools/theme-creator'],
      ['/twitch-auth', '/tools/twitch-auth'],
      ['/scenes', '/learn/guides/observing-tech/obs-scenes'],
    ] as const) {
      await page.goto(`${stack.url}${from}`);
      await expect(page).toHaveURL(`${stack.url}${to}`);
    }
    await page.goto(`${stack.url}/no/such/page`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Events' }).first()).toBeVisible();
    await page.goto(`${stack.url}/event/recNoSuchEvent000`);
    await expect(page.getByTestId('not-found')).toBeVisible();

    await page.context().addCookies([{ name: 'auth', value: 'x', url: stack.url }]);
    await page.goto(`${stack.url}/reset`);
    await expect(page).toHaveURL(`${stack.url}/`);
    const cookies = await page.context().cookies(stack.url);
    expect(cookies.find((c) => c.name === 'auth')).toBeUndefined();
  });

  test('the disconnected banner appears only 3 s after load while realtime is down, and goes away when it returns', async ({
    page,
    stack,
  }) => {
    await stack.stopChild('realtime-svc');
    const loadedAt = Date.now();
    await page.goto(stack.url);
    const banner = page.getByTestId('navbar-banner');
    await page.waitForTimeout(Math.max(0, 2000 - (Date.now() - loadedAt)));
    await expect(banner).toHaveCount(0);
    await expect(banner).toContainText(
      "No connection to the data server. Don't refresh, we're trying to reconnect...",
      { timeout: 15_000 },
    );
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3000);
    await stack.restart('realtime-svc');
    await expect(banner).toHaveCount(0, { timeout: 20_000 });
  });
});
