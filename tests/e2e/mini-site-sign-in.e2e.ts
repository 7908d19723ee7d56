import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoLogin } from './demo';

/**
 * Sign-in on a mini-site (issue 12 item 1, item 6's round trip): on http://spring.localhost:<port> (Chromium
 * resolves *.localhost to 127.0.0.1, and a cookie of localhost is never sent to spring.localhost), Login goes to the
 * main site and the (fake) Discord, comes back through the main site, which hands the sign-in to the mini-site with
 * a single-use code; the mini-site gets its own token and opens the page the visitor came from. Logout on the
 * mini-site signs the main site out too. A screenshot of the signed-in mini-site page goes to screenshots/.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** On the fake Discord's authorize page: choose the account by its display name. */
async function chooseDiscordAccount(page: Page, name: string): Promise<void> {
  await expect(page.locator('a.account').first()).toBeVisible();
  await page.locator('a.account', { hasText: name }).first().click();
}

/** Opens the user menu (desktop width): the dropdown. */
async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').filter({ visible: true }).first().click();
  const dropdown = page.getByTestId('user-menu-dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).toHaveCSS('opacity', '1');
  return dropdown;
}

async function authCookie(context: BrowserContext, url: string): Promise<string | undefined> {
  return (await context.cookies(url)).find((c) => c.name === 'auth')?.value;
}

/** What POST /auth/login answers for a token: the user's id, or the refusal's message. */
async function tokenLogin(base: string, token: string): Promise<string | undefined> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const body = (await res.json()) as { user?: { airtableID: string }; message?: string };
  return body.user?.airtableID ?? body.message;
}

/** Every URL the page's main frame showed (with fragments), to see the hand-off page go by. */
function recordFrameUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test.describe('sign-in on a mini-site (issue 12 item 1)', () => {
  test('signs in on spring.localhost through the main site, lands on the page it came from, and signs out of both hosts', async ({
    page,
    context,
    stack,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const organiser = await demoLogin(stack, 'organiser');
    const spring = `http://spring.localhost:${stack.port}`;
    const urls = recordFrameUrls(page);

    // A protected page of the mini-site: the guard sends the visitor to /login, which bounces to the main site.
    await page.goto(`${spring}/settings`);
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    const bounce = urls.find((url) => url.startsWith(`${stack.url}/login?`));
    expect(new URL(bounce ?? stack.url).searchParams.get('return')).toBe(`${spring}/settings`);
    expect(new URL(bounce ?? stack.url).searchParams.get('handoff')).toMatch(/^[0-9a-f]{32}$/);

    await chooseDiscordAccount(page, organiser.name);
    await expect(page.getByTestId('auth-status')).toHaveText(`Hello ${organiser.name}!`);

    // Back on the mini-site, signed in, on the page the visitor came from.
    await expect(page).toHaveURL(`${spring}/settings`);
    const handoff = urls.find((url) => url.startsWith(`${spring}/login/handoff`));
    expect(handoff).toMatch(/#code=[0-9a-f]{64}&state=[0-9a-f]{32}$/);
    expect(page.url()).not.toContain('code=');
    await expect(page.getByTestId('nav-login')).toHaveCount(0);
    await expect(page.getByTestId('user-menu').filter({ visible: true })).toBeVisible();
    await expect(page.getByTestId('signed-out-notice')).toHaveCount(0);

    // Each host holds a token of its own, both valid, for the same user.
    const springToken = await authCookie(context, spring);
    const mainToken = await authCookie(context, stack.url);
    expect(springToken).toMatch(/^[0-9a-f]{64}$/);
    expect(mainToken).toMatch(/^[0-9a-f]{64}$/);
    expect(springToken).not.toBe(mainToken);
    expect(await tokenLogin(stack.url, springToken!)).toBe(organiser.player_id);
    expect(await tokenLogin(stack.url, mainToken!)).toBe(organiser.player_id);

    // The code was single use: a second exchange of it is a coded refusal, not a 500.
    const code = /#code=([0-9a-f]{64})/.exec(handoff ?? '')?.[1] ?? '';
    const again = await page.evaluate(async (c) => {
      const res = await fetch('/auth/handoff/exchange', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: c }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }, code);
    expect(again).toEqual({
      status: 401,
      body: {
        error: true,
        message: 'This sign-in link has expired or was already used. Please log in again.',
        code: 'UNAUTHENTICATED',
        for_a_developer: expect.stringContaining('single use'),
      },
    });

    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, 'mini-site-signed-in.png'), fullPage: true });

    // Logout on the mini-site…
    const menu = await openUserMenu(page);
    await menu.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(`${spring}/`);
    await expect(page.getByTestId('nav-login').filter({ visible: true }).first()).toBeVisible();
    expect(await authCookie(context, spring)).toBeUndefined();

    // …signs the main site out too: both tokens are revoked, and the main site drops its login at its next start.
    await expect.poll(() => tokenLogin(stack.url, springToken!)).toBe('Unknown token');
    await expect.poll(() => tokenLogin(stack.url, mainToken!)).toBe('Unknown token');
    await page.goto(`${stack.url}/learn`);
    await expect(page.getByTestId('nav-login').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await expect.poll(() => authCookie(context, stack.url)).toBeUndefined();
  });

  test('a visitor signed in on the main site gets the mini-site signed in without Discord; logout on the main site signs both out', async ({
    page,
    context,
    stack,
  }) => {
    const player = await demoLogin(stack, 'player');
    const spring = `http://spring.localhost:${stack.port}`;

    // Signed in on the main site first (a fresh Discord login, so the demo token is never revoked here).
    await page.goto(`${stack.url}/profile`);
    await chooseDiscordAccount(page, player.name);
    await expect(page).toHaveURL(`${stack.url}/profile`);

    // The mini-site is signed out (its own host) until its navbar Login, which carries the page to come back to.
    const urls = recordFrameUrls(page);
    await page.goto(`${spring}/about?from=e2e`);
    const login = page.getByTestId('nav-login').filter({ visible: true }).first();
    await expect(login).toHaveAttribute(
      'href',
      `/login?return=${encodeURIComponent('/about?from=e2e')}`,
    );
    await login.click();
    // (the page starts on that URL: wait for the sign-in, then look where it landed)
    await expect(page.getByTestId('user-menu').filter({ visible: true })).toBeVisible();
    await expect(page).toHaveURL(`${spring}/about?from=e2e`);
    expect(urls.some((url) => url.includes('/oauth2/authorize'))).toBe(false);
    expect(urls.some((url) => url.startsWith(`${spring}/login/handoff#code=`))).toBe(true);
    const springToken = await authCookie(context, spring);
    expect(await tokenLogin(stack.url, springToken!)).toBe(player.player_id);

    // Logout on the main site signs the mini-site out too.
    await page.goto(`${stack.url}/learn`);
    const menu = await openUserMenu(page);
    await menu.getByTestId('user-menu-logout').click();
    await expect(page.getByTestId('nav-login').filter({ visible: true }).first()).toBeVisible();
    await expect.poll(() => tokenLogin(stack.url, springToken!)).toBe('Unknown token');
    await page.goto(`${spring}/schedule`);
    await expect(page.getByTestId('nav-login').filter({ visible: true }).first()).toBeVisible();
    await expect.poll(() => authCookie(context, spring)).toBeUndefined();
  });

  test('a hand-off link made for someone else is not used, and a host the site does not serve gets no code', async ({
    page,
    stack,
  }) => {
    const spring = `http://spring.localhost:${stack.port}`;
    // A link someone else sends: this browser's mini-site did not start a login, so the code is never exchanged.
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/handoff/exchange')) exchanges.push(request.url());
    });
    await page.goto(`${spring}/login/handoff#code=${'a'.repeat(64)}&state=${'b'.repeat(32)}`);
    await expect(page.getByTestId('auth-error-message')).toHaveText(
      'This sign-in link did not start in this browser, so it was not used. Please log in again.',
    );
    expect(exchanges).toEqual([]);
    expect(page.url()).toBe(`${spring}/login/handoff`);

    // The main site hands off only to the mini-sites of its events.
    const producer = await demoLogin(stack, 'producer');
    for (const target of [
      'https://evil.test/',
      `http://evil.localhost.test:${stack.port}/`,
      `http://nosuchevent.localhost:${stack.port}/`,
    ]) {
      const res = await fetch(`${stack.url}/auth/handoff`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authentication: `Bearer ${producer.token}`,
        },
        body: JSON.stringify({ return: target }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: true,
        message: 'That address is not part of this site.',
        code: 'BAD_REQUEST',
      });
    }
  });
});
