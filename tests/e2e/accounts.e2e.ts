import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoLogin, type DemoLogin } from './demo';

/**
 * Accounts in the browser (public-site §2 "Login flow", "Protected pages", "Navbar" user menu, "Profile page"; §4
 * "Authentication"; §5; §8): the real login flow through the fake Discord that the stack runs, the route guard,
 * the profile form against match-svc with the player page updating live, the user menu per role, the token modal,
 * and logout. Screenshots of /profile and the user menu at phone and desktop widths.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Signs the browser in with a demo token (the auth cookie; the app checks it with POST /auth/login at start). */
async function useToken(context: BrowserContext, url: string, login: DemoLogin): Promise<void> {
  await context.addCookies([{ name: 'auth', value: login.token, url }]);
}

/** On the fake Discord's authorize page: choose the account by its display name. */
async function chooseDiscordAccount(page: Page, name: string): Promise<void> {
  await expect(page.locator('a.account').first()).toBeVisible();
  await page.locator('a.account', { hasText: name }).first().click();
}

/** Opens a Mantine select and answers its listbox (the one the input controls). */
async function openCombobox(page: Page, testId: string) {
  const input = page.getByTestId(testId);
  await input.click();
  const id = await input.getAttribute('aria-controls');
  const listbox = page.locator(`[id="${id}"]`);
  await expect(listbox).toBeVisible();
  return listbox;
}

/** Chooses an option of a Mantine select by its text. */
async function pick(page: Page, testId: string, option: string): Promise<void> {
  const listbox = await openCombobox(page, testId);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId)).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Opens the user menu: the dropdown on desktop, the list in the navigation drawer on phones. */
async function openUserMenu(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) {
    await burger.click();
    const inline = page.getByRole('dialog').getByTestId('user-menu-inline');
    await expect(inline).toBeVisible();
    return inline;
  }
  await page.getByTestId('user-menu').filter({ visible: true }).first().click();
  const dropdown = page.getByTestId('user-menu-dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).toHaveCSS('opacity', '1');
  return dropdown;
}

test.describe('accounts (issue: Discord login, tokens, protected pages, profile)', () => {
  test('logs in through Discord from the navbar: Authenticating, Hello {name}!, then /profile', async ({
    page,
    stack,
  }) => {
    const player = await demoLogin(stack, 'player');
    await page.goto(`${stack.url}/events`);
    await page.getByTestId('nav-login').filter({ visible: true }).first().click();
    // /login is a full page navigation to the gateway, which sends the browser to the (fake) authorize page
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('scope')).toBe('identify');
    expect(authorize.searchParams.get('prompt')).toBe('none');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${stack.url}/auth/discord/return`);
    await chooseDiscordAccount(page, player.name);
    await expect(page).toHaveURL(/\/auth\/discord\/return\?code=/);
    await expect(page.getByTestId('auth-status')).toHaveText(`Hello ${player.name}!`);
    await expect(page).toHaveURL(`${stack.url}/profile`);
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await expect(page.getByTestId('nav-profile').filter({ visible: true })).toBeVisible();
    await expect(page.getByTestId('nav-login')).toHaveCount(0);
    const cookie = (await page.context().cookies(stack.url)).find((c) => c.name === 'auth');
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('a protected route remembers the target, goes to /login with a return, and comes back after login', async ({
    page,
    stack,
  }) => {
    const captain = await demoLogin(stack, 'captain');
    await page.goto(`${stack.url}/dashboard?view=all`);
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    await chooseDiscordAccount(page, captain.name);
    await expect(page.getByTestId('auth-status')).toHaveText(`Hello ${captain.name}!`);
    await expect(page).toHaveURL(`${stack.url}/dashboard?view=all`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("shows 'Authentication error' with the server message for a bad return", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.url}/auth/discord/return?error=access_denied`);
    await expect(page.getByTestId('auth-status')).toHaveText('Authentication error');
    await expect(page.getByTestId('auth-error-message')).toHaveText('Empty authentication request');
    await expect(page.getByTestId('auth-try-again')).toHaveAttribute('href', '/login');
  });

  test('/login on a mini-site bounces through the main address with the full return URL', async ({
    page,
    stack,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) requests.push(request.url());
    });
    await page.goto(`http://spring.localhost:${stack.port}/login?return=%2Fschedule`);
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    const bounce = new URL(
      requests.find((url) => url.startsWith(`${stack.url}/login?`)) ?? stack.url,
    );
    expect(bounce.searchParams.get('return')).toBe(
      `http://spring.localhost:${stack.port}/schedule`,
    );
    // the mini-site's hand-off state (issue 12 item 1; tests/e2e/mini-site-sign-in.e2e.ts)
    expect(bounce.searchParams.get('handoff')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a stored token is used at app start; an unknown one is dropped', async ({
    page,
    stack,
  }) => {
    const player = await demoLogin(stack, 'player');
    await useToken(page.context(), stack.url, player);
    await page.goto(`${stack.url}/learn`);
    await expect(page.getByTestId('nav-profile').filter({ visible: true })).toBeVisible();

    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'auth', value: 'f'.repeat(64), url: stack.url }]);
    await page.goto(`${stack.url}/profile`);
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    const cookies = await page.context().cookies(stack.url);
    expect(cookies.find((c) => c.name === 'auth')).toBeUndefined();
  });

  test('profile: edits save (Save → Saving → Saved) and the player page shows them live', async ({
    page,
    stack,
    context,
    browser,
  }) => {
    const player = await demoLogin(stack, 'player');
    await useToken(context, stack.url, player);
    const shortId = player.player_id.replace(/^rec/, '');
    // another visitor (another browser context) watches the player page
    const visitor = await browser.newContext();
    const playerPage = await visitor.newPage();
    await playerPage.goto(`${stack.url}/player/${shortId}`);
    await expect(playerPage.getByTestId('player-header')).toBeVisible();

    await page.goto(`${stack.url}/profile`);
    await expect(page).toHaveTitle('Profile | Castline');
    const form = page.getByTestId('profile-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveValue(player.name);
    await expect(page.getByTestId('profile-name')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('profile-battletag')).toHaveAttribute('readonly', '');
    await page.getByTestId('profile-name-hint').focus();
    await expect(page.getByRole('tooltip')).toHaveText(
      'To change this, send a request in the support channel.',
    );
    await expect(page.getByTestId('profile-player-link')).toHaveAttribute(
      'href',
      `/player/${shortId}`,
    );

    await pick(page, 'profile-pronouns', 'they/them');
    await pick(page, 'profile-role', 'Flex');
    const heroes = await openCombobox(page, 'profile-hero');
    await expect(heroes).toContainText('DPS');
    await expect(heroes).toContainText('Tank');
    await expect(heroes).toContainText('Support');
    await heroes.locator('[role="option"]:not([aria-selected="true"])').first().click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    const themes = await openCombobox(page, 'profile-theme');
    await expect(themes).toContainText('Teams');
    await expect(themes).toContainText('Events');
    const before = await page.getByTestId('profile-theme').inputValue();
    const choice = themes.locator('[role="option"]:not([aria-selected="true"])').first();
    const theme = ((await choice.textContent()) ?? '').trim();
    await choice.click();
    await expect(page.getByTestId('profile-theme')).toHaveValue(theme);
    expect(theme).not.toBe(before);

    await page.getByTestId('profile-pronunciation').fill('x'.repeat(101));
    await expect(
      page.getByText('Please keep your pronunciation to less than 100 characters.'),
    ).toBeVisible();
    await expect(page.getByTestId('profile-save')).toBeDisabled();
    await page.getByTestId('profile-pronunciation').fill('PIE-per');

    const save = page.getByTestId('profile-save');
    await expect(save).toHaveText('Save');
    await save.click();
    await expect(save).toHaveText(/Saving|Saved/);
    await expect(save).toHaveText('Saved');
    await expect(playerPage.getByTestId('player-header')).toContainText('Flex · they/them', {
      timeout: 3000,
    });
    await expect(save).toHaveText('Save', { timeout: 5000 });

    const [record] = await stack.things([player.player_id]);
    expect(record).toMatchObject({ pronouns: 'they/them', role: 'Flex', pronunciation: 'PIE-per' });
    expect((record!['favourite_hero'] as string[]).length).toBe(1);
    expect((record!['profile_picture_theme'] as string[]).length).toBe(1);
    await visitor.close();
  });

  test("'No profile editing' shows the restriction and disables the form", async ({
    page,
    stack,
  }) => {
    // No demo user has the website setting and it has no admin action; the server's refusal is covered by the
    // stack tests (tests/stack/permissions.test.mjs) and the form's handling of it by vitest. Here the user the
    // server answers is given the setting, to check what the browser shows.
    const player = await demoLogin(stack, 'player');
    await useToken(page.context(), stack.url, player);
    await page.route('**/auth/login', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user?: { website_settings: string[] } };
      if (body.user) body.user.website_settings = ['No profile editing'];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${stack.url}/profile`);
    await expect(page.getByTestId('profile-restricted')).toHaveText(
      'You are restricted from editing your profile.',
    );
    await expect(page.getByTestId('profile-pronunciation')).toBeDisabled();
    await expect(page.getByTestId('profile-save')).toBeDisabled();
  });

  test('the user menu per role: a player, and a producer with Dashboard, Source overview, Tally Viewer, Token', async ({
    page,
    stack,
    context,
  }) => {
    const player = await demoLogin(stack, 'player');
    await useToken(context, stack.url, player);
    await page.goto(`${stack.url}/learn`);
    await expect(page.getByTestId('nav-dashboard')).toHaveCount(0);
    let menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Player page',
      'Edit profile',
      'Re-authenticate',
      'Logout',
    ]);
    await page.keyboard.press('Escape');

    const producer = await demoLogin(stack, 'producer');
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await useToken(context, stack.url, producer);
    await page.goto(`${stack.url}/learn`);
    await expect(page.getByTestId('nav-dashboard').filter({ visible: true })).toBeVisible();
    menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Player page',
      'Edit profile',
      'Dashboard',
      'Source overview',
      'Tally Viewer',
      'Token',
      'Re-authenticate',
      'Logout',
    ]);
    await expect(menu.getByTestId('user-menu-source-overview')).toHaveAttribute(
      'href',
      /^\/client\/[^/]+\/admin$/,
    );
    await expect(menu.getByTestId('user-menu-tally-viewer')).toHaveAttribute(
      'href',
      /^\/client\/[^/]+\/tally-viewer$/,
    );
    await expect(menu.getByTestId('user-menu-reauthenticate')).toHaveAttribute('href', '/login');
  });

  test('the token modal: copy only after ticking, force-auth messages and a working pasted token', async ({
    page,
    stack,
    context,
  }) => {
    const producer = await demoLogin(stack, 'producer');
    await page.goto(`${stack.url}/learn`);
    await page.getByTestId('login-menu').filter({ visible: true }).first().click();
    await page.getByTestId('login-menu-token').click();
    let modal = page.getByTestId('token-modal');
    await expect(modal).toContainText('You are not logged in.');
    await modal.getByTestId('token-force-submit').click();
    await expect(modal).toContainText(
      'No token supplied. You can force a logout from the user dropdown.',
    );
    await modal.getByTestId('token-force-input').fill('0'.repeat(64));
    await modal.getByTestId('token-force-submit').click();
    await expect(modal).toContainText('Unknown token');
    await modal.getByTestId('token-force-input').fill(producer.token);
    await modal.getByTestId('token-force-submit').click();
    await expect(page.getByText('New token authenticated and stored')).toBeVisible();
    await expect(page.getByTestId('nav-dashboard').filter({ visible: true })).toBeVisible();
    const cookie = (await context.cookies(stack.url)).find((c) => c.name === 'auth');
    expect(cookie?.value).toBe(producer.token);

    const menu = await openUserMenu(page);
    await menu.getByTestId('user-menu-token').click();
    modal = page.getByTestId('token-modal');
    await expect(modal.getByTestId('token-copy')).toBeDisabled();
    await modal.getByLabel('I will keep my token safe').check();
    await expect(modal.getByTestId('token-copy')).toBeEnabled();
  });

  test('logout clears the login, revokes the token on the server, and shows Login again', async ({
    page,
    stack,
  }) => {
    const staff = await demoLogin(stack, 'staff');
    await page.goto(`${stack.url}/profile`);
    await chooseDiscordAccount(page, staff.name);
    await expect(page).toHaveURL(`${stack.url}/profile`);
    const token = (await page.context().cookies(stack.url)).find((c) => c.name === 'auth')?.value;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const menu = await openUserMenu(page);
    await menu.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(`${stack.url}/`);
    await expect(page.getByTestId('nav-login').filter({ visible: true }).first()).toBeVisible();
    expect(
      (await page.context().cookies(stack.url)).find((c) => c.name === 'auth'),
    ).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('castline:auth'))).toBeNull();
    await expect
      .poll(async () => {
        const res = await fetch(`${stack.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        return ((await res.json()) as { message?: string }).message;
      })
      .toBe('Unknown token');
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots of /profile and the user menu at ${name} width`, async ({
      page,
      stack,
      context,
    }) => {
      await page.setViewportSize(viewport);
      // a player with teams: the theme chooser and the themed preview
      await useToken(context, stack.url, await demoLogin(stack, 'player'));
      await page.goto(`${stack.url}/profile`);
      await expect(page.getByTestId('profile-form')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(dir, `profile-${name}.png`), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(1);
      await page.getByTestId('profile-theme').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir, `profile-theme-chooser-${name}.png`) });
      await page.keyboard.press('Escape');

      // a producer: the production items of the user menu
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await useToken(context, stack.url, await demoLogin(stack, 'producer'));
      await page.goto(`${stack.url}/profile`);
      await expect(page.getByTestId('profile-form')).toBeVisible();
      const menu = await openUserMenu(page);
      await expect(menu.getByTestId('user-menu-tally-viewer')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir, `user-menu-${name}.png`) });
      await menu.getByTestId('user-menu-token').click();
      await expect(page.getByTestId('token-modal')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir, `token-modal-${name}.png`) });
    });
  }
});
