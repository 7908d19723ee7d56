import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { broadcastIdOf, expectTransparentPage, openOverlayPage } from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * The break overlays (OVERLAYS §1 break, break-content; RULES (f)) against the whole stack with the demo season:
 * /broadcast/main/break and /client/prod1/break-content at 1920×1080 on a transparent page, two break overlays of
 * one broadcast showing the same slide (the server-synced clock, GET /time), and title, countdown and
 * break_display changes showing at once. Screenshots of several slides go to tests/e2e/screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;

const slideOf = (page: Page) => page.getByTestId('break-slide-area').getAttribute('data-slide-key');

test.describe('break overlays (OVERLAYS §1 break, break-content)', () => {
  test('the break scene and its content show the same slide, and producer changes show at once', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(180_000);
    const producer = await demoLogin(stack, 'producer');
    const main = await broadcastIdOf(stack, 'main');
    const act = async (name: string, body: Record<string, unknown>) => {
      const res = await stack.action(name, { broadcast: main, ...body }, producer.token);
      expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(200);
    };
    const setActive = await stack.action(
      'set-active-broadcast',
      { client: 'self', broadcast: main },
      producer.token,
    );
    expect(setActive.status).toBe(200);

    // The server clock the overlays sync to.
    const time = await fetch(`${stack.url}/time`);
    expect(time.status).toBe(200);
    expect(time.headers.get('cache-control')).toBe('no-store');
    const { now } = (await time.json()) as { now: number };
    expect(Math.abs(now - Date.now())).toBeLessThan(5000);

    const scene = await openOverlayPage(browser, `${stack.url}/broadcast/main/break?noAnimate`);
    const content = await openOverlayPage(
      browser,
      `${stack.url}/client/prod1/break-content?noAnimate`,
    );
    for (const { page } of [scene, content]) {
      await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
      expect(await page.getByTestId('overlay-frame').boundingBox()).toEqual({
        x: 0,
        y: 0,
        ...FRAME,
      });
      await expectTransparentPage(page);
      await expect(page.getByTestId('break-slide')).toBeVisible();
    }
    const { page } = scene;
    // The demo main: title {auto} with the live match 0–0 or under way; headlines on; sponsors.
    await expect(page.getByTestId('break-title')).toHaveText(/^(Starting Soon|Be Right Back)$/);
    await expect(page.getByTestId('break-headline')).not.toBeEmpty();
    await expect(page.getByTestId('break-sponsor')).toBeVisible();
    await expect(page.getByTestId('break-countdown')).toHaveCount(0);

    // Two break overlays of one broadcast show the same slide (automated rotation on the synced clock).
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all([slideOf(page), slideOf(content.page)]);
        return a !== null && a !== 'none' && a === b;
      })
      .toBe(true);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(dir, 'overlay-break.png'), omitBackground: true });

    // Title and countdown (update-broadcast) show at once; "\n" is a line break.
    await act('update-broadcast', {
      title: 'Back after the break\\nGrand final next',
      countdownEnd: Date.now() + 5 * 60_000,
    });
    await expect(page.getByTestId('break-title')).toHaveText(
      'Back after the break\nGrand final next',
    );
    await expect(page.getByTestId('break-countdown')).toHaveText(/^(5:00|4:5\d)$/);
    const first = await page.getByTestId('break-countdown').textContent();
    await expect(page.getByTestId('break-countdown')).not.toHaveText(first ?? '', {
      timeout: 3000,
    });

    // A fixed break_display shows that slide only, on both overlays.
    const shots: [string, string][] = [
      ['Title', 'overlay-break-title.png'],
      ['Matchup', 'overlay-break-matchup.png'],
      ['Schedule', 'overlay-break-schedule.png'],
      ['Standings', 'overlay-break-standings.png'],
      ['Bracket', 'overlay-break-bracket.png'],
      ['Staff', 'overlay-break-staff.png'],
      ['Image', 'overlay-break-image.png'],
      ['Other Info', 'overlay-break-other-info.png'],
      ['Other Streams', 'overlay-break-other-streams.png'],
    ];
    for (const [display, file] of shots) {
      await act('update-break-display', { option: display });
      for (const p of [page, content.page]) {
        await expect(p.getByTestId('break-slide-area')).toHaveAttribute(
          'data-slide-key',
          `slide:${display}`,
        );
      }
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(dir, file), omitBackground: true });
    }
    await expect(page.getByTestId('break-slide-title-text')).toHaveCount(0);
    await act('update-break-display', { option: 'Title' });
    await expect(page.getByTestId('break-slide-title-text')).toHaveText(
      'Back after the break\nGrand final next',
    );
    await act('update-break-display', { option: 'Matchup' });
    await expect(page.getByTestId('break-matchup-team')).toHaveCount(2);
    await content.page.waitForTimeout(800);
    await content.page.screenshot({
      path: path.join(dir, 'overlay-break-content.png'),
      omitBackground: true,
    });

    // Back to the automation: the 30 s ending rule ('setting: Always do 30s Matchup' in the demo).
    await act('update-break-display', { option: 'Automated' });
    await act('update-broadcast', { countdownEnd: Date.now() + 10_000 });
    for (const p of [page, content.page]) {
      await expect(p.getByTestId('break-slide-area')).toHaveAttribute(
        'data-slide-key',
        'slide:Matchup',
      );
    }
    await expect(page.getByTestId('break-countdown')).toHaveText('0:00', { timeout: 15_000 });
    await expect(page.getByTestId('break-slide-area')).toHaveAttribute(
      'data-slide-key',
      'slide:Matchup',
    );

    await act('update-broadcast', { title: '{auto}', countdownEnd: null });
    await expect(page.getByTestId('break-countdown')).toHaveCount(0);
    expect(scene.problems).toEqual([]);
    expect(content.problems).toEqual([]);
  });
});
