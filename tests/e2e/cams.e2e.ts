import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoLogin, type DemoLogin } from './demo';

/**
 * /cams in the browser (issue 12 item 5; public-site §2 lists /cams, §6 production users): the login redirect
 * with a return for a visitor, the 'not for you' notice for a signed-in player, and for the demo producer
 * (client prod1: broadcasts main, with the live playoff match, and second) the live match's players with their
 * camera links (crew-only fields, read with the user's token), Copy to the clipboard, and the cam overlay URLs.
 * Screenshots at desktop and 375 px, with no serious or critical accessibility violation (axe).
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

/** Signs the browser in with a demo token (the auth cookie; the app checks it with POST /auth/login at start). */
async function useToken(context: BrowserContext, url: string, login: DemoLogin): Promise<void> {
  await context.addCookies([{ name: 'auth', value: login.token, url }]);
}

/** The live broadcast card of the demo's main broadcast, once its players have loaded. */
async function openLiveCard(page: Page, url: string) {
  await page.goto(`${url}/cams`);
  const card = page.locator('[data-testid="cams-broadcast"][data-broadcast-key="main"]');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('cams-player').first()).toBeVisible();
  return card;
}

test.describe('/cams (crew camera links)', () => {
  test('a visitor goes to /login with the return and comes back to /cams signed in', async ({
    page,
    stack,
  }) => {
    const producer = await demoLogin(stack, 'producer');
    await page.goto(`${stack.url}/cams`);
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    await expect(page.locator('a.account').first()).toBeVisible();
    await page.locator('a.account', { hasText: producer.name }).first().click();
    await expect(page.getByTestId('auth-status')).toHaveText(`Hello ${producer.name}!`);
    await expect(page).toHaveURL(`${stack.url}/cams`);
    await expect(page.getByTestId('cams-page')).toBeVisible();
  });

  test('a signed-in player who is not crew is told the page is not for them', async ({
    page,
    stack,
  }) => {
    const player = await demoLogin(stack, 'player');
    await useToken(page.context(), stack.url, player);
    await page.goto(`${stack.url}/cams`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cams' })).toBeVisible();
    await expect(page.getByTestId('cams-not-production')).toContainText(
      'Your account is not linked to a production client.',
    );
    await expect(page).toHaveURL(`${stack.url}/cams`);
    await expect(page.getByTestId('cams-player')).toHaveCount(0);
  });

  test("the producer sees the live match's player cam links and copies one", async ({
    page,
    stack,
  }) => {
    const producer = await demoLogin(stack, 'producer');
    await useToken(page.context(), stack.url, producer);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.url,
    });
    const card = await openLiveCard(page, stack.url);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/ vs /);
    await expect(card).toContainText('Castline Main Stream (main)');
    await expect(card.getByTestId('cams-team')).toHaveCount(2);
    await expect(card.getByTestId('cams-player')).toHaveCount(10);

    const first = card.getByTestId('cams-player').first();
    const name = (await first.getByTestId('cams-player-name').textContent()) ?? '';
    const link = first.getByTestId('cams-cam-link-value');
    await expect(link).toHaveText(
      /^https:\/\/vdo\.ninja\/\?view=castline_[a-z0-9]+&cover&na&animate=0$/,
    );
    const value = (await link.textContent()) ?? '';

    const copy = first.getByRole('button', { name: `Copy camera link of ${name}` });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    // The cam overlays for OBS, on the main address.
    await expect(card.getByTestId('cams-overlay-desk-value')).toHaveText(
      `${stack.url}/broadcast/main/cams/desk`,
    );
    await card.getByRole('button', { name: 'Copy Desk cams (cams/desk) URL' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${stack.url}/broadcast/main/cams/desk`,
    );
    // The producer's other broadcast (no live match) is listed for its overlays.
    await expect(
      page.locator('[data-testid="cams-idle-broadcast"][data-broadcast-key="second"]'),
    ).toBeVisible();

    // The cam codes are crew-only: an anonymous read of the same player has none.
    const playerId = await first.getAttribute('data-player-id');
    const [anonymous] = await stack.things([playerId ?? '']);
    expect(anonymous?.['name']).toBe(name);
    expect(anonymous).not.toHaveProperty('cam_code');
  });

  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    test(`screenshot of /cams for the producer (${viewport})`, async ({ page, stack }) => {
      const producer = await demoLogin(stack, 'producer');
      await useToken(page.context(), stack.url, producer);
      await page.setViewportSize(size);
      await openLiveCard(page, stack.url);
      await expect(page.getByTestId('cams-player')).toHaveCount(10);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(dir, `cams-${viewport}.png`), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The page's own content (the navbar is the site shell's, checked by the accessibility sweep).
      const results = await new AxeBuilder({ page }).include('[data-testid="cams-page"]').analyze();
      const failing = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(failing).toEqual([]);
    });
  }
});
