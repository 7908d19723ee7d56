import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  broadcastIdOf,
  expectTransparentPage,
  openOverlayPage,
  producerSocket,
} from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * The desk overlay (OVERLAYS §1 desk / casters, §3 talent and draft triggers; RULES (g)) against the whole stack
 * with the demo season: /broadcast/main/desk and /client/prod1/desk at 1920×1080 on a transparent page, the desk
 * people (the two casters as player guests, then the manual guest), the middle area following desk_display
 * (update-broadcast deskDisplayMode), and show_talent / hide_talent and the draft triggers sent as prod_trigger by
 * the producer's socket. Screenshots of several modes go to tests/e2e/screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;

const shot = (page: Page, file: string) =>
  page.screenshot({ path: path.join(dir, file), omitBackground: true });

test.describe('desk overlay (OVERLAYS §1 desk, RULES (g))', () => {
  test('shows the desk people and the middle of every display mode, follows desk_display and the talent and draft triggers', async ({
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
    await act('update-broadcast', { deskDisplayMode: null });

    const scene = await openOverlayPage(browser, `${stack.url}/broadcast/main/desk?noAnimate`);
    const client = await openOverlayPage(browser, `${stack.url}/client/prod1/desk?noAnimate`);
    for (const { page } of [scene, client]) {
      await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
      expect(await page.getByTestId('overlay-frame').boundingBox()).toEqual({
        x: 0,
        y: 0,
        ...FRAME,
      });
      await expectTransparentPage(page);
      await expect(page.getByTestId('desk-overlay')).toHaveAttribute('data-mode', 'Match');
      // The desk people: the demo's two casters (player guests), then the manual guest.
      await expect(page.getByTestId('desk-person-name')).toHaveText([
        'Casey Caster',
        'Cameron Caster',
        'Sam Sideline',
      ]);
      await expect(page.getByTestId('desk-twitter')).toHaveText(['@samsideline']);
      // Match: both teams and the score of the live match (1-1 in the demo).
      await expect(page.getByTestId('desk-team-name')).toHaveCount(2);
      await expect(page.getByTestId('desk-score')).toHaveText(['1', '1']);
    }
    const { page } = scene;
    await page.waitForTimeout(500);
    await shot(page, 'overlay-desk.png');

    // The alias casters is the same overlay.
    const alias = await openOverlayPage(
      browser,
      `${stack.url}/broadcast/main/casters?noAnimate&lower=false`,
    );
    await expect(alias.page.getByTestId('desk-overlay')).toHaveAttribute('data-mode', 'Match');
    await expect(alias.page.getByTestId('desk-person')).toHaveCount(3);

    // desk_display (update-broadcast deskDisplayMode) changes the middle at once, on both overlays.
    const modes: [string, string, string | null][] = [
      ['Scoreboard', 'desk-scoreboard', 'overlay-desk-scoreboard.png'],
      ['Scoreboard Bans', 'desk-scoreboard', 'overlay-desk-scoreboard-bans.png'],
      ['Maps', 'desk-maps', 'overlay-desk-maps.png'],
      ['Drafted Maps', 'desk-drafted-maps', null],
      ['Notice (Team 1)', 'desk-notice', 'overlay-desk-notice.png'],
      ['Casters', 'desk-casters', 'overlay-desk-casters.png'],
    ];
    for (const [mode, testId, file] of modes) {
      await act('update-broadcast', { deskDisplayMode: mode });
      for (const p of [page, client.page]) {
        await expect(p.getByTestId(testId)).toBeVisible();
        await expect(p.getByTestId('desk-person')).toHaveCount(3);
      }
      if (file) {
        await page.waitForTimeout(500);
        await shot(page, file);
      }
    }
    await act('update-broadcast', { deskDisplayMode: 'Scoreboard' });
    await expect(page.getByTestId('desk-map-row').first()).toBeVisible();
    await act('update-broadcast', { deskDisplayMode: 'Notice (Team 2)' });
    await expect(page.getByTestId('desk-overlay')).toHaveAttribute('data-theme', 'team2');
    await expect(page.getByTestId('desk-notice-prefix')).toHaveText('Up next');
    await expect(page.getByTestId('desk-notice-text')).toHaveText('Grand final at 8 PM');
    await act('update-broadcast', { deskDisplayMode: 'Casters' });
    await expect(page.getByTestId('desk-caster-name')).toHaveText([
      'Casey Caster',
      'Cameron Caster',
    ]);
    for (const mode of ['Interview', 'Hidden', 'Predictions'] as const) {
      await act('update-broadcast', { deskDisplayMode: mode });
      await expect(page.getByTestId('desk-overlay')).toHaveAttribute('data-mode', mode);
      await expect(page.getByTestId('desk-middle')).toBeEmpty();
      await expect(page.getByTestId('desk-person')).toHaveCount(3);
    }
    await page.waitForTimeout(300);
    await act('update-broadcast', { deskDisplayMode: 'Interview' });
    await page.waitForTimeout(500);
    await shot(page, 'overlay-desk-interview.png');

    // The display option wins over desk_display.
    const forced = await openOverlayPage(
      browser,
      `${stack.url}/broadcast/main/desk?noAnimate&display=Maps`,
    );
    await expect(forced.page.getByTestId('desk-overlay')).toHaveAttribute('data-mode', 'Maps');
    // disable: no people; ignoreTalent: the triggers change nothing.
    const bare = await openOverlayPage(
      browser,
      `${stack.url}/client/prod1/desk?noAnimate&disable&display=Scoreboard`,
    );
    await expect(bare.page.getByTestId('desk-scoreboard')).toBeVisible();
    await expect(bare.page.getByTestId('desk-person')).toHaveCount(0);
    const stubborn = await openOverlayPage(
      browser,
      `${stack.url}/client/prod1/desk?noAnimate&ignoreTalent`,
    );
    await expect(stubborn.page.getByTestId('desk-person')).toHaveCount(3);

    // Talent and draft triggers over the producer's socket (prod_trigger to the client room).
    await act('update-broadcast', { deskDisplayMode: 'Hero Draft' });
    const cp = client.page;
    await expect(cp.getByTestId('desk-draft')).toBeVisible();
    const socket = await producerSocket(stack, producer.token, 'prod1');
    const trigger = async (payload: Record<string, unknown>) =>
      expect(await socket.timeout(5000).emitWithAck('prod_trigger', payload)).toBe(true);
    try {
      const person = (n: number) => cp.locator(`[data-testid="desk-person"][data-number="${n}"]`);
      await trigger({ trigger: 'hide_talent', n: 2 });
      await expect(person(2)).toHaveAttribute('data-shown', 'false');
      await expect(person(1)).toHaveAttribute('data-shown', 'true');
      await expect(cp.getByTestId('desk-people')).toHaveAttribute('data-shown-count', '2');
      await cp.waitForTimeout(700);
      await shot(cp, 'overlay-desk-talent-hidden.png');
      await trigger({ trigger: 'show_talent', n: 2 });
      await expect(person(2)).toHaveAttribute('data-shown', 'true');
      await trigger({ trigger: 'toggle_talent', n: 3 });
      await expect(person(3)).toHaveAttribute('data-shown', 'false');
      await trigger({ trigger: 'clear_talent' });
      await expect(cp.getByTestId('desk-people')).toHaveAttribute('data-shown-count', '0');
      await trigger({ trigger: 'show_talent', n: 1 });
      await expect(cp.getByTestId('desk-people')).toHaveAttribute('data-shown-count', '1');
      // ignoreTalent keeps everyone.
      await expect(
        stubborn.page.locator('[data-testid="desk-person"][data-shown="true"]'),
      ).toHaveCount(3);

      // The demo's Overwatch order 'ban1, ban2': two steps, revealed one by one.
      const count = cp.getByTestId('desk-draft-count');
      await expect(count).toHaveAttribute('data-total', '2');
      await expect(count).toHaveAttribute('data-revealed', '0');
      await trigger({ trigger: 'advance_draft' });
      await expect(count).toHaveAttribute('data-revealed', '1');
      await expect(page.getByTestId('desk-draft-count')).toHaveAttribute('data-revealed', '0');
      await trigger({ trigger: 'show_full_draft' });
      await expect(count).toHaveAttribute('data-revealed', '2');
      await trigger({ trigger: 'reset_draft' });
      await expect(count).toHaveAttribute('data-revealed', '0');
      await trigger({ trigger: 'auto_draft', seconds: 1 });
      await expect(count).toHaveAttribute('data-revealed', '1', { timeout: 3000 });
      await expect(count).toHaveAttribute('data-revealed', '2', { timeout: 3000 });
      await trigger({ trigger: 'show_talent', n: 2 });
      await trigger({ trigger: 'show_talent', n: 3 });
      await cp.waitForTimeout(700);
      await shot(cp, 'overlay-desk-draft.png');
    } finally {
      socket.close();
    }

    // A manual guest with a webcam: their cam shows as an OBS-ready iframe.
    await act('update-broadcast', {
      deskDisplayMode: null,
      manualGuests:
        'Sam Sideline|he/him|@samsideline\nVera Webcam|she/her|https://vdo.ninja/?view=vera',
    });
    await expect(page.getByTestId('desk-person')).toHaveCount(4);
    await expect(page.getByTestId('desk-cam')).toHaveAttribute(
      'src',
      'https://vdo.ninja/?view=vera&cover&na&animate=0',
    );
    await expect(page.getByTestId('desk-cam-box')).toHaveCount(4);
    await act('update-broadcast', { manualGuests: 'Sam Sideline|he/him|@samsideline' });
    await expect(page.getByTestId('desk-person')).toHaveCount(3);
    await expect(page.getByTestId('desk-cam-box')).toHaveCount(0);

    for (const p of [scene, client, alias, forced, bare, stubborn]) expect(p.problems).toEqual([]);
  });
});
