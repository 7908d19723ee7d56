import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DASHBOARD_VIEWPORTS, openDashboard, openModule } from './dashboard-helpers';
import { SCREENSHOT_DIR } from './overlay-helpers';

/**
 * /dashboard in the browser (issue 16; broadcast spec §2 "Producer dashboard"; OVERLAYS §4): the demo producer
 * (client prod1, active broadcast main with the live playoff match) gets the dashboard with its modules; a plain
 * player is refused it. Module open state is remembered per title across a reload. Screenshots at 1366×768 and
 * 1920×1080; no serious or critical accessibility violation (axe).
 */
test.describe('/dashboard (producer dashboard)', () => {
  test('a plain player is refused the dashboard', async ({ browser, stack }) => {
    const { page } = await openDashboard(browser, stack, 'player');
    await expect(page.getByTestId('dashboard-refused')).toContainText(
      'not linked to a production client',
    );
    await expect(page.getByTestId('dashboard')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Dashboard/);
  });

  test('the producer gets the dashboard of the active broadcast, its modules remember their open state', async ({
    browser,
    stack,
  }) => {
    for (const [name, viewport] of Object.entries(DASHBOARD_VIEWPORTS)) {
      const { page, problems } = await openDashboard(browser, stack, 'producer', viewport);
      await expect(page.getByTestId('dashboard')).toHaveAttribute('data-broadcast', 'main');
      // The live match is there: the Match Editor shows, open at start.
      const editor = page.locator('[data-module="Match Editor"]');
      await expect(editor).toHaveAttribute('data-open', 'true');
      for (const title of ['Desk Guests', 'Desk Display', 'Schedule', 'Broadcast Roles']) {
        await expect(page.locator(`[data-module="${title}"]`)).toBeVisible();
      }
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `dashboard-${name}.png`),
        fullPage: true,
      });
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
    // Collapse the Match Editor and open Desk Guests: both remembered after a reload.
    const { page } = await openDashboard(browser, stack);
    await page
      .locator('[data-module="Match Editor"]')
      .getByTestId('dashboard-module-toggle')
      .click();
    await openModule(page, 'Desk Guests');
    await page.reload();
    await expect(page.locator('[data-module="Match Editor"]')).toHaveAttribute(
      'data-open',
      'false',
    );
    await expect(page.locator('[data-module="Desk Guests"]')).toHaveAttribute('data-open', 'true');
  });
});
