import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DASHBOARD_VIEWPORTS, openDashboard } from './dashboard-helpers';
import { broadcastIdOf, openOverlayPage, producerSocket, SCREENSHOT_DIR } from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * The dashboard header in the browser (issue 16; broadcast spec §2 "Producer dashboard"; OVERLAYS §4 "Header") as
 * the demo producer (client prod1, broadcasts main and second, main active): the broadcast switcher re-points the
 * dashboard and a /client/prod1 overlay page to 'second' and back to 'main' (the demo is left as found); the Local
 * and Broadcast clocks tick and toggle 12h/24h; a transmitter's obs_data_change (a producer socket, as the tally
 * transmitter sends it) shows as the preview and program scenes and in the streams modal; the thumbnails link to
 * the detailed match page and the event page. Axe sweep; screenshots at 1366×768 and 1920×1080.
 */

const TWELVE_HOUR = /^\d{1,2}:\d{2}:\d{2}(am|pm)$/;
const TWENTY_FOUR_HOUR = /^\d{2}:\d{2}:\d{2}$/;

test.describe('/dashboard header', () => {
  test('switches broadcasts (an overlay follows), shows clocks, scenes from a transmitter and the streams', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(90_000);
    const producer = await demoLogin(stack, 'producer');
    const [main, second] = [
      await broadcastIdOf(stack, 'main'),
      await broadcastIdOf(stack, 'second'),
    ];
    const setActive = async (id: string) =>
      expect(
        (
          await stack.action(
            'set-active-broadcast',
            { client: 'self', broadcast: id },
            producer.token,
          )
        ).status,
      ).toBe(200);
    await setActive(main);

    const { page, problems } = await openDashboard(browser, stack);
    const header = page.getByTestId('dashboard-header');
    await expect(header.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(header.getByTestId('transmitter-status')).toContainText('Not connected');

    // Thumbnails: the live match to its detailed page, the event to its page.
    const match = header.getByTestId('live-match-thumbnail');
    await expect(match).toHaveAttribute('href', /^\/detailed\//);
    await expect(match.getByTestId('live-match-team')).toHaveCount(2);
    await expect(header.getByTestId('event-thumbnail')).toHaveAttribute('href', /\/event\/|^http/);

    // Clocks: Local and Broadcast (New York), ticking; a click toggles 12h/24h.
    const times = header.getByTestId('dashboard-clock-time');
    await expect(times).toHaveCount(2);
    await expect(header.getByTestId('dashboard-clock').nth(1)).toHaveAttribute(
      'data-zone',
      'America/New_York',
    );
    const first = await times.nth(1).textContent();
    expect(first).toMatch(TWELVE_HOUR);
    await expect.poll(() => times.nth(1).textContent(), { timeout: 3000 }).not.toBe(first);
    await header.getByTestId('dashboard-clock').first().click();
    await expect(times.nth(0)).toHaveText(TWENTY_FOUR_HOUR);
    await expect(times.nth(1)).toHaveText(TWENTY_FOUR_HOUR);
    await header.getByTestId('dashboard-clock').nth(1).click();
    await expect(times.nth(1)).toHaveText(TWELVE_HOUR);

    // The switcher: main → second re-points the dashboard and a /client/prod1 overlay, then back to main.
    const overlay = await openOverlayPage(browser, `${stack.url}/client/prod1/desk?noAnimate`);
    const frame = overlay.page.getByTestId('overlay-frame');
    await expect(frame).toHaveAttribute('data-broadcast', 'main', { timeout: 30_000 });
    const switcher = header.getByTestId('broadcast-switcher');
    await expect(switcher).toHaveValue(main);
    try {
      await switcher.selectOption(second);
      await expect(page.getByText('Switched to Castline B Stream')).toBeVisible();
      await expect(page.getByTestId('dashboard')).toHaveAttribute('data-broadcast', 'second');
      await expect(switcher).toHaveValue(second);
      await expect(frame).toHaveAttribute('data-broadcast', 'second');
      // 'second' has no live match: no live-match thumbnail.
      await expect(match).toHaveCount(0);
      await switcher.selectOption(main);
      await expect(page.getByTestId('dashboard')).toHaveAttribute('data-broadcast', 'main');
      await expect(frame).toHaveAttribute('data-broadcast', 'main');
      await expect(match).toBeVisible();
    } finally {
      await setActive(main);
    }
    expect(overlay.problems).toEqual([]);
    await overlay.page.context().close();

    // A transmitter reports its OBS scenes: the header shows them, the streams modal lists it.
    await expect(header.getByTestId('scene-program')).toHaveText('Program: —');
    const transmitter = await producerSocket(stack, producer.token, 'prod1');
    try {
      expect(
        await transmitter.timeout(5000).emitWithAck('obs_data_change', {
          clientName: 'Producer PC',
          previewScene: 'Replay',
          programScene: 'Obs 1',
        }),
      ).toBe(true);
      await expect(header.getByTestId('scene-preview')).toHaveText('Preview: Replay');
      await expect(header.getByTestId('scene-program')).toHaveText('Program: Obs 1');
      const streams = header.getByTestId('streams-button');
      await expect(streams).toHaveAttribute('data-count', '1');
      await streams.click();
      const modal = page.getByTestId('streams-modal');
      await expect(modal.getByTestId('streams-modal-row')).toHaveCount(1);
      await expect(modal.getByTestId('streams-modal-row')).toContainText('Producer PC');
      await expect(modal.getByTestId('streams-modal-scenes')).toHaveText('Replay / Obs 1');
      const modalAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(
        modalAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-header-streams.png') });
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);
      // The switch toasts are dismissed (their close buttons are named), so the clocks show in the shot.
      const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
      for (let left = await dismiss.count(); left > 0; left -= 1) {
        await dismiss.first().click();
        await expect(dismiss).toHaveCount(left - 1);
      }
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-header-laptop.png') });

      // The second screen.
      const wide = await openDashboard(browser, stack, 'producer', DASHBOARD_VIEWPORTS.second);
      await expect(wide.page.getByTestId('scene-program')).toHaveText('Program: Obs 1');
      await wide.page.waitForTimeout(300);
      await wide.page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-header-second.png'),
      });
      expect(wide.problems).toEqual([]);
      await wide.page.context().close();
    } finally {
      transmitter.close();
    }
    // The transmitter left: the streams list is empty again.
    await expect(header.getByTestId('streams-button')).toHaveAttribute('data-count', '0');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
