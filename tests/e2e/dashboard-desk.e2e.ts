import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test } from './fixtures';
import { openDashboard, openModule } from './dashboard-helpers';
import { broadcastIdOf, openOverlayPage, SCREENSHOT_DIR, thingOf } from './overlay-helpers';

/**
 * The dashboard's Desk Guests and Desk Display modules (issue 16 item 4; broadcast spec §2 "Desk guest editor",
 * "Desk text editor", §5, §8; RULES (g)) as the demo producer at 1366×768, with the desk overlay of the active
 * broadcast (/broadcast/main/desk) open beside it: a new guest meets every validation message at its field, is
 * fixed and saved ('Updated guests') and appears on the desk; the display mode and the notice follow Show and Hide
 * ('Updated desk display'). The demo's guests and display are put back at the end.
 */
test.describe('dashboard desk modules (Desk Guests, Desk Display)', () => {
  test('edits the guests with every validation message and switches the desk display, the desk overlay following', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(120_000);
    const main = await broadcastIdOf(stack, 'main');
    const original = await thingOf(stack, main);
    const { page, login, problems } = await openDashboard(browser, stack);
    const desk = await openOverlayPage(browser, `${stack.url}/broadcast/main/desk?noAnimate`);
    const overlay = desk.page.getByTestId('desk-overlay');
    try {
      await expect(overlay).toBeVisible({ timeout: 30_000 });
      const names = desk.page.getByTestId('desk-person-name');
      const before = await names.count();

      // --- Desk Guests ---
      const guests = await openModule(page, 'Desk Guests');
      const rows = guests.getByTestId('desk-guest-row');
      const existing = await rows.count();
      expect(existing).toBeGreaterThan(0);
      await guests.getByRole('button', { name: 'Add guest' }).click();
      await expect(rows).toHaveCount(existing + 1);
      const n = existing + 1;
      const field = (column: string) => guests.getByLabel(`Guest ${n} ${column}`, { exact: true });
      // A field's table cell (`has` is matched inside each cell, so the label locator starts from the page).
      const cellOf = (column: string) =>
        guests
          .getByRole('cell')
          .filter({ has: page.getByLabel(`Guest ${n} ${column}`, { exact: true }) });
      const save = guests.getByTestId('desk-guests-save');
      // The new row's name has the focus, and is required.
      await expect(field('name')).toBeFocused();
      await expect(cellOf('name')).toContainText('Name is required');
      await expect(save).toBeDisabled();

      const invalid: [string, string, string][] = [
        ['name', 'she/her', 'Name must be distinguishable from other inputs'],
        ['avatar', 'riley.png', 'Avatars must be valid links'],
        [
          'webcam link',
          'https://example.com/cam?view=riley',
          'Webcams must be valid VDO.Ninja view links',
        ],
        ['twitter handle', 'rileyreports', 'Twitter handles must start with @'],
        ['pronouns', 'she', 'Pronouns must contain "/"'],
      ];
      for (const [column, value, message] of invalid) {
        await field(column).fill(value);
        await expect(cellOf(column)).toContainText(message);
        await expect(field(column)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(save).toBeDisabled();
      await expect(save).toHaveAttribute('data-reason', 'Fix the fields marked in red first');
      await guests.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await guests.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-desk-guests-invalid.png'),
      });

      // Fixed: a name, no avatar or webcam, a handle and pronouns.
      await field('name').fill('Riley Reporter');
      await field('avatar').fill('');
      await field('webcam link').fill('');
      await field('twitter handle').fill('@rileyreports');
      await field('pronouns').fill('she/her');
      for (const [column] of invalid)
        await expect(field(column)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Updated guests')).toBeVisible();
      // The desk shows the new guest, with the handle.
      await expect(names).toHaveCount(before + 1);
      await expect(names.last()).toHaveText('Riley Reporter');
      await expect(desk.page.getByTestId('desk-twitter').last()).toHaveText('@rileyreports');
      await expect(save).toHaveAttribute('data-reason', 'No changes to save');
      await guests.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-desk-guests.png') });
      await desk.page.waitForTimeout(300);
      await desk.page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-desk-overlay.png'),
        omitBackground: true,
      });

      // --- Desk Display ---
      const display = await openModule(page, 'Desk Display');
      const mode = (name: string) =>
        display.locator(`[data-testid="desk-mode-button"][data-mode="${name}"]`);
      await expect(display.getByTestId('desk-mode-button')).toHaveCount(13);
      await display.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(display.getByRole('alert')).toHaveText('You must choose a display mode');

      await mode('Scoreboard').click();
      await expect(mode('Scoreboard')).toHaveAttribute('aria-pressed', 'true');
      await display.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(page.getByText('Updated desk display').first()).toBeVisible();
      await expect(overlay).toHaveAttribute('data-mode', 'Scoreboard');
      await expect(desk.page.getByTestId('desk-scoreboard')).toBeVisible();
      await expect(mode('Scoreboard')).toHaveAttribute('data-live', 'true');

      // Team scores fills the notice prefix; Notice (Event) shows it on the desk.
      const teamScores = display.getByRole('button', { name: 'Team scores' });
      await expect(teamScores).toBeEnabled();
      await teamScores.click();
      const prefix = display.getByLabel('Notice prefix');
      await expect(prefix).toHaveValue(/^.+ \d+-\d+ .+$/);
      const scores = await prefix.inputValue();
      await display.getByLabel('Notice text').fill('Desk is live');
      await mode('Notice (Event)').click();
      await display.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(overlay).toHaveAttribute('data-mode', 'Notice');
      await expect(desk.page.getByTestId('desk-notice-prefix')).toHaveText(scores);
      await expect(desk.page.getByTestId('desk-notice-text')).toHaveText('Desk is live');
      await desk.page.waitForTimeout(300);
      await desk.page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-desk-overlay-notice.png'),
        omitBackground: true,
      });

      // Both modules open and in view (below the sticky site header) at 1366×768; then the axe sweep of the page.
      await guests.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -72);
      });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-desk.png') });
      await display.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await display.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-desk-display.png') });
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);

      // Hide: back to Match.
      await display.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(overlay).toHaveAttribute('data-mode', 'Match');
      await expect(mode('Match')).toHaveAttribute('data-live', 'true');

      // Removing the named guest asks first; saved, the desk drops them.
      await guests
        .getByTestId('desk-guest-remove')
        .nth(n - 1)
        .click();
      const prompt = page.getByRole('dialog', { name: 'Remove guest "Riley Reporter"?' });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'Remove' }).click();
      await expect(rows).toHaveCount(existing);
      await save.click();
      await expect(names).toHaveCount(before);

      expect(problems).toEqual([]);
      expect(desk.problems).toEqual([]);
    } finally {
      // The demo's guests, display and notice as they were.
      const restored = await stack.action(
        'update-broadcast',
        {
          broadcast: main,
          manualGuests: original['manual_guests'] ?? null,
          deskDisplayMode: original['desk_display'] ?? null,
          deskDisplayText: original['notice_text'] ?? null,
        },
        login.token,
      );
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await page.context().close();
      await desk.page.context().close();
    }
  });
});
