import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { demoLogin } from './demo';

/**
 * The overlay shell in the browser (OVERLAYS §2), against the whole stack with the demo season: the demo client
 * prod1 follows its active broadcast (main, then second), an overlay at 1920×1080 on a transparent page, a click
 * activates it and the built-in stinger covers it, set-active-broadcast re-points it live (no reload), it reports
 * to the client's admin page (prod-update through the overview room) and reloads from there (prod-send), and a
 * realtime-svc restart leaves its state on screen and re-syncs it without replaying its intro. Screenshots of the
 * custom, stinger and admin pages go to tests/e2e/screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;
const CLIENT = 'prod1';
const CUSTOM = `/client/PROD1/custom?title=${encodeURIComponent('Castline Live')}&subtitle=${encodeURIComponent('Spring Showdown — Playoffs')}&stingerText=${encodeURIComponent('Up next')}`;

async function broadcastId(stack: E2EStack, key: string): Promise<string> {
  const [mirror] = await stack.things([`broadcast-${key}`]);
  const id = mirror?.['id'];
  expect(typeof id, `the demo has broadcast ${key}`).toBe('string');
  return String(id);
}

async function setActiveBroadcast(stack: E2EStack, token: string, key: string): Promise<void> {
  const res = await stack.action(
    'set-active-broadcast',
    { client: 'self', broadcast: await broadcastId(stack, key) },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const phaseOf = (page: Page) => page.getByTestId('overlay-stinger').getAttribute('data-phase');

/**
 * Screenshots the page while the stinger covers it: with CSS transitions finished at once (animations
 * 'disabled'), a screenshot taken between two reads of a covering phase shows the full cover.
 */
async function screenshotCovered(page: Page, file: string, trigger: () => Promise<void>) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await trigger();
    await expect.poll(() => phaseOf(page)).toMatch(/covering|holding/);
    await page.screenshot({ path: file, animations: 'disabled' });
    if (/covering|holding/.test((await phaseOf(page)) ?? '')) return;
    await expect.poll(() => phaseOf(page), { timeout: 5000 }).toBe('idle');
  }
  throw new Error('the stinger never stayed up for a screenshot');
}

test.describe('overlay shell (OVERLAYS §2)', () => {
  test('a client overlay re-points live, shows a stinger, reports to the admin page, reloads from it and survives a realtime restart', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(180_000);
    const producer = await demoLogin(stack, 'producer');
    await setActiveBroadcast(stack, producer.token, 'main');

    const overlay = await (await browser.newContext({ viewport: FRAME })).newPage();
    const problems: string[] = [];
    overlay.on('pageerror', (error) => problems.push(String(error)));
    const overlaySockets: string[] = [];
    overlay.on('websocket', (ws) => overlaySockets.push(ws.url()));
    await overlay.goto(`${stack.url}${CUSTOM}`);
    const frame = overlay.getByTestId('overlay-frame');
    await expect(frame).toHaveAttribute('data-broadcast', 'main');
    // An overlay's socket is a production socket: it goes to the replica GET /config.json reserves for them.
    const config = (await (await fetch(`${stack.url}/config.json`)).json()) as {
      realtimeUrls: string[];
      productionRealtimeUrls: string[];
    };
    expect(config.productionRealtimeUrls).toHaveLength(1);
    const productionHost = new URL(config.productionRealtimeUrls[0]!).host;
    expect(config.realtimeUrls.map((u) => new URL(u).host)).not.toContain(productionHost);
    expect(overlaySockets.length).toBeGreaterThan(0);
    for (const url of overlaySockets) expect(new URL(url).host).toBe(productionHost);
    expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, ...FRAME });
    // OBS composites the page: its background stays transparent.
    for (const element of ['html', 'body'] as const) {
      expect(
        await overlay.evaluate(
          (tag) => getComputedStyle(document.querySelector(tag)!).backgroundColor,
          element,
        ),
      ).toBe('rgba(0, 0, 0, 0)');
    }
    await expect(overlay.getByTestId('custom-title')).toHaveText('Castline Live');
    await expect(overlay.getByTestId('custom-subtitle')).toHaveText('Spring Showdown — Playoffs');
    // Inactive until OBS (or a click) activates it: the content waits, the stinger is idle.
    await expect(frame).toHaveAttribute('data-active', 'false');
    await expect(overlay.getByTestId('overlay-stinger')).toHaveAttribute('data-phase', 'idle');

    // A click activates it; 'Use built-in stingers' covers it, holds, reveals.
    await screenshotCovered(overlay, path.join(dir, 'overlay-stinger.png'), async () => {
      if ((await frame.getAttribute('data-active')) === 'true') await overlay.mouse.click(960, 540);
      await overlay.mouse.click(960, 540);
    });
    await expect(frame).toHaveAttribute('data-active', 'true');
    await expect(overlay.getByTestId('overlay-stinger-text')).toHaveText('Up next');
    await expect(overlay.getByTestId('overlay-stinger').locator('img')).toHaveCount(1);
    await expect.poll(() => phaseOf(overlay), { timeout: 5000 }).toBe('idle');
    await expect(overlay.getByTestId('custom-overlay')).toBeVisible();
    await overlay.waitForTimeout(1200); // the entrance animation (250 ms delay + 500 ms)
    await overlay.screenshot({ path: path.join(dir, 'overlay-custom.png'), omitBackground: true });

    // The admin page of the client, signed in as the demo producer: the overlay is listed.
    const admin = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await admin.context().addCookies([{ name: 'auth', value: producer.token, url: stack.url }]);
    await admin.goto(`${stack.url}/client/${CLIENT}/admin`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
      'Source overview: Production 1',
    );
    const row = admin.locator('[data-testid="admin-overlay"][data-component="custom"]');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-active', 'true');
    await expect(row).toContainText('/client/PROD1/custom?title=Castline Live');
    await expect(row).toContainText('broadcast: main');
    const firstSocket = await row.getAttribute('data-socket-id');

    // set-active-broadcast (as the producer, over HTTP): the overlay re-points to `second` with no reload, and
    // the subject change (main's live match → none) plays the stinger again.
    await overlay.evaluate(() => {
      (window as unknown as { __noReload?: boolean }).__noReload = true;
    });
    try {
      await setActiveBroadcast(stack, producer.token, 'second');
      await expect(frame).toHaveAttribute('data-broadcast', 'second');
      await expect.poll(() => phaseOf(overlay), { timeout: 5000 }).not.toBe('idle');
      expect(
        await overlay.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      ).toBe(true);
      await expect(row).toContainText('broadcast: second');
    } finally {
      await setActiveBroadcast(stack, producer.token, 'main');
    }
    await expect(frame).toHaveAttribute('data-broadcast', 'main');
    await expect.poll(() => phaseOf(overlay), { timeout: 5000 }).toBe('idle');

    await expect(admin.getByTestId('admin-auth')).toContainText(`Signed in as ${producer.name}`);
    await admin.waitForTimeout(300);
    await admin.screenshot({ path: path.join(dir, 'overlay-admin.png'), fullPage: true });
    const axe = await new AxeBuilder({ page: admin })
      .include('[data-testid="admin-page"]')
      .analyze();
    const failing = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(failing).toEqual([]);

    // Reload from the admin page (prod-send with prod_button_reload to that socket): the overlay page reloads
    // and reports again from a new socket.
    const reloaded = overlay.waitForEvent('load');
    await row.getByRole('button', { name: `Reload custom (${firstSocket})` }).click();
    await reloaded;
    expect(
      await overlay.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBeUndefined();
    await expect(frame).toHaveAttribute('data-broadcast', 'main');
    await expect
      .poll(async () => {
        const ids = await admin
          .locator('[data-testid="admin-overlay"][data-component="custom"]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-socket-id')));
        return ids.some((id) => id !== firstSocket);
      })
      .toBe(true);

    // A realtime restart: the last state stays on screen, the reconnect re-syncs (rooms, report) and no intro
    // replays (same content element, stinger idle).
    await overlay.mouse.click(960, 540);
    await expect(frame).toHaveAttribute('data-active', 'true');
    await expect.poll(() => phaseOf(overlay), { timeout: 5000 }).toBe('idle');
    await overlay
      .getByTestId('overlay-content')
      .evaluate((el) => el.setAttribute('data-mark', 'kept'));
    const socketsBefore = await admin
      .locator('[data-testid="admin-overlay"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-socket-id')));
    // Both replicas: the admin page's (a viewer page) and the overlay's (the production replica).
    await stack.stopChild('realtime-svc');
    await stack.stopChild('realtime-production');
    await expect(admin.getByTestId('admin-connection')).toContainText('Disconnected', {
      timeout: 15_000,
    });
    await expect(overlay.getByTestId('custom-title')).toHaveText('Castline Live');
    await expect(frame).toHaveAttribute('data-active', 'true');
    await stack.restart('realtime-svc');
    await stack.restart('realtime-production');
    await expect(admin.getByTestId('admin-connection')).toHaveText('Connected', {
      timeout: 30_000,
    });
    await expect
      .poll(
        async () =>
          (
            await admin
              .locator('[data-testid="admin-overlay"][data-component="custom"][data-active="true"]')
              .evaluateAll((els) => els.map((el) => el.getAttribute('data-socket-id')))
          ).some((id) => !socketsBefore.includes(id)),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(overlay.getByTestId('overlay-content')).toHaveAttribute('data-mark', 'kept');
    expect(await phaseOf(overlay)).toBe('idle');
    await expect(frame).toHaveAttribute('data-broadcast', 'main');
    expect(problems).toEqual([]);
  });

  test('the stinger route with teamNum=1 shows the live match team displayed first; toggle-flip-teams swaps it live', async ({
    browser,
    stack,
  }) => {
    const producer = await demoLogin(stack, 'producer');
    await setActiveBroadcast(stack, producer.token, 'main');
    const mainId = await broadcastId(stack, 'main');
    const [main] = await stack.things([mainId]);
    const matchId = (main?.['live_match'] as string[] | undefined)?.[0];
    expect(typeof matchId, 'the demo broadcast main has a live match').toBe('string');
    const [match] = await stack.things([String(matchId)]);
    const teamIds = (match?.['teams'] as string[] | undefined) ?? [];
    expect(teamIds).toHaveLength(2);
    const teams = await stack.things(teamIds);
    const nameOf = (id: string) => String(teams.find((team) => team['id'] === id)?.['name']);
    // teamNum counts teams as displayed: with flip_teams on, the stored team 2 is shown first.
    const flipped = match?.['flip_teams'] === true;
    const [first, other] = flipped ? [teamIds[1]!, teamIds[0]!] : [teamIds[0]!, teamIds[1]!];

    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    await page.goto(`${stack.url}/client/${CLIENT}/stinger?teamNum=1`);
    const frame = page.getByTestId('overlay-frame');
    const stinger = page.getByTestId('overlay-stinger');
    await expect(frame).toHaveAttribute('data-component', 'stinger');
    await expect(stinger).toHaveAttribute('data-team', first);
    await screenshotCovered(page, path.join(dir, 'overlay-stinger-team.png'), async () => {
      if ((await frame.getAttribute('data-active')) === 'true') await page.mouse.click(960, 540);
      await page.mouse.click(960, 540);
    });
    await expect(page.getByTestId('overlay-stinger-text')).toHaveText(nameOf(first));
    await expect(stinger.locator('img')).toHaveCount(1);
    const firstLogo = await stinger.locator('img').getAttribute('src');
    await expect(frame).toHaveAttribute('data-active', 'true');
    await expect.poll(() => phaseOf(page), { timeout: 5000 }).toBe('idle');

    // toggle-flip-teams (as the producer, over HTTP): the match's data_update re-themes the stinger with the other
    // team and the subject change plays it.
    const toggle = async () => {
      const res = await stack.action('toggle-flip-teams', { broadcast: mainId }, producer.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await toggle();
    try {
      await expect(stinger).toHaveAttribute('data-team', other);
      await expect.poll(() => phaseOf(page), { timeout: 5000 }).not.toBe('idle');
      await expect(page.getByTestId('overlay-stinger-text')).toHaveText(nameOf(other));
      await expect(stinger.locator('img')).not.toHaveAttribute('src', firstLogo ?? '');
    } finally {
      await toggle();
    }
    await expect(stinger).toHaveAttribute('data-team', first);
  });

  test('the stinger route alone, a broadcast custom overlay, OBS source events and the tally redirect', async ({
    page,
    stack,
  }) => {
    await page.setViewportSize(FRAME);
    await page.goto(
      `${stack.url}/broadcast/main/stinger?stingerText=${encodeURIComponent('Grand Final')}`,
    );
    const frame = page.getByTestId('overlay-frame');
    await expect(frame).toHaveAttribute('data-component', 'stinger');
    await screenshotCovered(page, path.join(dir, 'overlay-stinger-route.png'), async () => {
      if ((await frame.getAttribute('data-active')) === 'true') await page.mouse.click(960, 540);
      await page.mouse.click(960, 540);
    });
    await expect(page.getByTestId('overlay-stinger-text')).toHaveText('Grand Final');
    // Themed from the first paint: the event theme's logo is on the stinger.
    await expect(page.getByTestId('overlay-stinger').locator('img')).toHaveCount(1);

    await page.goto(`${stack.url}/broadcast/main/custom?title=Hello&noStinger&noAnimate`);
    await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('overlay-stinger')).toHaveCount(0);
    await expect(page.getByTestId('custom-title')).toHaveText('Hello');

    // In OBS: source events and the browser source's API (window.obsstudio) drive the activation.
    await page.addInitScript(() => {
      (window as unknown as { obsstudio: unknown }).obsstudio = {
        pluginVersion: '2.24.0',
        getStatus: (callback: (status: unknown) => void) => callback({ streaming: true }),
      };
    });
    await page.goto(`${stack.url}/broadcast/main/custom?title=OBS&noStinger`);
    const obsFrame = page.getByTestId('overlay-frame');
    await expect(obsFrame).toHaveAttribute('data-active', 'false');
    const obsEvent = (name: string, detail: Record<string, boolean>) =>
      page.evaluate(
        ([eventName, eventDetail]) =>
          window.dispatchEvent(new CustomEvent(eventName, { detail: eventDetail })),
        [name, detail] as const,
      );
    await obsEvent('obsSourceActiveChanged', { active: true });
    await expect(obsFrame).toHaveAttribute('data-active', 'true');
    await expect(obsFrame).toHaveAttribute('data-started', 'true');
    await obsEvent('obsSourceActiveChanged', { active: false });
    await expect(obsFrame).toHaveAttribute('data-active', 'false');

    // In-app navigation from the site (the user menu's Source overview link) hands the address to overlay.html.
    await page.goto(`${stack.url}/events`);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/client/${CLIENT}/admin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Source overview: Production 1',
    );

    await page.goto(`${stack.url}/client/${CLIENT}/tally?number=2`);
    await expect(page).toHaveURL(`${stack.url}/client/${CLIENT}/tally-viewer?number=2`);
  });
});
