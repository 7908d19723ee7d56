import type { Browser, Page } from '@playwright/test';
import { expect, type E2EStack } from './fixtures';
import { demoLogin, type DemoLogin } from './demo';

/** Helpers the dashboard e2e files share: a signed-in dashboard page and its modules. */

/** The producer's laptop (issue 16 item 6: works at 1366×768) and the second screen. */
export const DASHBOARD_VIEWPORTS = {
  laptop: { width: 1366, height: 768 },
  second: { width: 1920, height: 1080 },
} as const;

/** Opens /dashboard signed in as a demo user (the auth cookie), once the dashboard has its broadcast. */
export async function openDashboard(
  browser: Browser,
  stack: E2EStack,
  role: DemoLogin['role'] = 'producer',
  viewport: { width: number; height: number } = DASHBOARD_VIEWPORTS.laptop,
): Promise<{ page: Page; login: DemoLogin; problems: string[] }> {
  const login = await demoLogin(stack, role);
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'auth', value: login.token, url: stack.url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`${stack.url}/dashboard`);
  if (role === 'producer')
    await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 });
  return { page, login, problems };
}

/** A dashboard module by its title (a collapsible section), opened if it was collapsed. */
export async function openModule(page: Page, title: string) {
  const section = page.locator(`[data-testid="dashboard-module"][data-module="${title}"]`);
  await expect(section).toBeVisible();
  if ((await section.getAttribute('data-open')) !== 'true') {
    await section.getByTestId('dashboard-module-toggle').first().click();
    await expect(section).toHaveAttribute('data-open', 'true');
  }
  return section;
}
