import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test } from './fixtures';
import { openDashboard, openModule } from './dashboard-helpers';
import { activateOverlay, SCREENSHOT_DIR, thingOf } from './overlay-helpers';

/**
 * The GFX, Schedule, Bracket Implications and Bracket modules of /dashboard in the browser (issue 16 item 2;
 * broadcast spec §2 "Schedule table", "Bracket view", "Bracket implications panel"; OVERLAYS §4) as the demo
 * producer: resolving the live match's bracket shows the resolver's message as a toast; un-ticking 'Show on
 * overlays' for a schedule row takes the match off the open /broadcast/main/schedule overlay and ticking it puts
 * it back; a GFX button opens /client/prod1/gfx/1 in a new tab. Axe with the modules open (no serious or critical
 * finding) and screenshots at 1366×768. The demo is left as found.
 */

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

test.describe('/dashboard GFX, Schedule, Bracket Implications and Bracket', () => {
  test('the producer resolves the bracket, toggles a match on the schedule overlay and opens a GFX item', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(120_000);
    const broadcast = await thingOf(stack, 'broadcast-main');
    const liveId = ids(broadcast['live_match'])[0]!;
    const live = await thingOf(stack, liveId);
    const bracketId = ids(live['brackets'])[0]!;
    expect(bracketId, 'the demo live match is in a bracket').toBeTruthy();
    const bracket = await thingOf(stack, bracketId);
    expect(bracket['hide_implications']).toBe(false);

    const { page, problems } = await openDashboard(browser, stack);
    // The modules whose condition holds for the demo: GFX items, a live match in one bracket.
    for (const title of ['GFX', 'Bracket Implications', 'Bracket', 'Schedule']) {
      await expect(page.locator(`[data-module="${title}"]`)).toBeVisible();
    }

    // Bracket Implications: Winner and Loser of the live match, then Resolve → the resolver's message.
    const implications = await openModule(page, 'Bracket Implications');
    const block = implications.locator(
      `[data-testid="implications-bracket"][data-bracket-id="${bracketId}"]`,
    );
    await expect(
      block.locator('[data-side="winner"] [data-testid="implications-text"]'),
    ).toHaveText(/^(advances to|drops to|Champion|Eliminated|Advances)/);
    await expect(
      block.locator('[data-side="loser"] [data-testid="implications-text"]'),
    ).not.toBeEmpty();
    const resolve = block.getByTestId('implications-resolve');
    await expect(resolve).toBeEnabled();
    await resolve.click();
    // The demo bracket is already resolved: the resolver answers that nothing changed.
    await expect(page.getByRole('alert').filter({ hasText: 'No changes' })).toBeVisible();

    // Bracket: the bracket view at 0.75 scale (12px), no focus labels over the feeder matches.
    const bracketModule = await openModule(page, 'Bracket');
    const view = bracketModule.getByTestId('bracket-view');
    await expect(view).toHaveAttribute('data-font-size', '12');
    await expect(view).toHaveAttribute('data-focus', 'none');

    // Schedule: un-tick 'Show on overlays' for a scheduled match; the open schedule overlay drops it, then back.
    const overlay = await (
      await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    ).newPage();
    await overlay.goto(`${stack.url}/broadcast/main/schedule?noAnimate`);
    await activateOverlay(overlay);
    const schedule = await openModule(page, 'Schedule');
    const scheduled = await Promise.all(ids(broadcast['schedule']).map((id) => thingOf(stack, id)));
    const shown = scheduled.find((m) => m['show_on_overlays'] === true && m['id'] !== liveId)!;
    expect(shown, 'a scheduled match shown on the overlays').toBeTruthy();
    const shownId = String(shown['id']);
    const overlayRow = overlay.locator(`[data-testid="schedule-row"][data-match-id="${shownId}"]`);
    await expect(overlayRow).toHaveCount(1);
    const row = schedule.locator(`[data-testid="schedule-editor-row"][data-match-id="${shownId}"]`);
    await expect(row.getByTestId('schedule-editor-start')).toHaveText(/ (ET|EST|EDT)$/);
    const box = row.getByTestId('schedule-overlays-primary');
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(overlayRow).toHaveCount(0);
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
    await box.check();
    await expect(overlayRow).toHaveCount(1);
    await expect(box).toBeChecked();
    await overlay.context().close();

    // GFX: the first button opens /client/prod1/gfx/1 in a new tab.
    const gfx = await openModule(page, 'GFX');
    const buttons = gfx.getByTestId('gfx-button');
    await expect(buttons).toHaveCount(Math.min(6, ids(broadcast['gfx']).length));
    const first = await thingOf(stack, ids(broadcast['gfx'])[0]!);
    await expect(buttons.first().getByTestId('gfx-name')).toHaveText(String(first['name']));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), buttons.first().click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/client/prod1/gfx/1');
    await expect(tab.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
    await expect(tab.getByTestId('gfx-item')).toHaveAttribute(
      'data-gfx-type',
      String(first['type']),
    );
    await tab.close();

    // Axe and screenshots with the four modules open.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(300);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'dashboard-brackets.png'),
      fullPage: true,
    });
    for (const [title, file] of [
      ['Bracket Implications', 'dashboard-brackets-implications.png'],
      ['Schedule', 'dashboard-brackets-schedule.png'],
      ['GFX', 'dashboard-brackets-gfx.png'],
    ] as const) {
      const section = page.locator(`[data-testid="dashboard-module"][data-module="${title}"]`);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
    }
    expect(problems).toEqual([]);

    // The demo as found: the match is back on the overlays.
    expect((await thingOf(stack, shownId))['show_on_overlays']).toBe(true);
    await page.context().close();
  });
});
