import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import {
  activateOverlay,
  expectFullFrame,
  expectTransparentPage,
  thingOf,
} from './overlay-helpers';
import { demoLogin } from './demo';
import { browserSocketUrls, emitWithAck, openRecordingSocket } from '../stack/stack-helpers.mjs';

/**
 * The cam overlays (OVERLAYS §1 cams, cams/desk, cams/ingame, cams/pov, cams/full) in the browser, against the
 * whole stack with the demo season: the demo client prod1 on its main broadcast, whose cam slots hold two players
 * of each live team (cam codes castline_{id}, crew-only). Opened with a producer's `token`, each route shows
 * VDO.Ninja iframes of the expected links (vdo.ninja itself is answered by a local stub page) on a transparent
 * page; without a token the crew-only notice shows; a toggle_cams trigger and show_cams (update-broadcast
 * playerCams) hide and show cams/ingame live; `params` and `relay` shape the links; a manual guest with a webcam
 * becomes the full cam after the full_cams players. Screenshots go to tests/e2e/screenshots/overlay-cams-*.png.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;
const PARAMS = 'cover&na&animate=0';
const RELAY = 'https://relay.castline.test/?url=';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
/** The demo's cam code of a player (libs/demo add-production addPlayerCams). */
const camLink = (playerId: string) =>
  `https://vdo.ninja/?view=castline_${playerId.slice(3).toLowerCase()}&${PARAMS}`;

/** A stand-in for the VDO.Ninja viewer (and the test relay): a dark card naming the stream, for the screenshots. */
async function stubVdoNinja(page: Page): Promise<void> {
  const stub = (route: Route) => {
    const url = new URL(route.request().url());
    const inner = url.searchParams.get('url');
    const view = (inner ? new URL(inner) : url).searchParams.get('view') ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body style="margin:0;height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#30343f,#16181d);color:#c9ccd3;font:600 14px system-ui">${view}</body></html>`,
    });
  };
  await page.route('https://vdo.ninja/**', stub);
  await page.route('https://relay.castline.test/**', stub);
}

/** Opens an overlay and activates it (a click on an empty spot), then waits for the entrance to finish. */
async function openOverlay(page: Page, stack: E2EStack, route: string): Promise<void> {
  await page.goto(`${stack.url}/client/prod1/${route}`);
  await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
  await expectFullFrame(page);
  await activateOverlay(page);
  await expectTransparentPage(page);
}

async function settle(page: Page): Promise<void> {
  const stinger = page.getByTestId('overlay-stinger');
  if ((await stinger.count()) > 0)
    await expect.poll(() => stinger.getAttribute('data-phase'), { timeout: 8000 }).toBe('idle');
  await page.waitForTimeout(900);
}

async function iframeSources(page: Page): Promise<string[]> {
  return page
    .getByTestId('cam-iframe')
    .evaluateAll((frames) => frames.map((f) => (f as HTMLIFrameElement).src));
}

test.describe('cam overlays (OVERLAYS §1 cams*)', () => {
  test('desk, ingame, pov and full show the VDO.Ninja cams of the demo with a producer token', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(180_000);
    const producer = await demoLogin(stack, 'producer');
    const main = await thingOf(stack, 'broadcast-main');
    const mainId = String(main['id']);
    const res = await stack.action(
      'set-active-broadcast',
      { client: 'self', broadcast: mainId },
      producer.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const slots = [ids(main['team_1_player_cams']), ids(main['team_2_player_cams'])] as const;
    expect(slots[0].length, 'the demo fills team 1 cam slots').toBeGreaterThan(0);
    expect(slots[1].length, 'the demo fills team 2 cam slots').toBeGreaterThan(0);
    const match = await thingOf(stack, ids(main['live_match'])[0]!);
    const display = match['flip_teams'] === true ? [slots[1], slots[0]] : slots;
    const token = `token=${encodeURIComponent(producer.token)}`;

    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    await stubVdoNinja(page);

    // A public read carries no cam codes: the crew-only notice, no iframe.
    await openOverlay(page, stack, 'cams/desk');
    await expect(page.getByTestId('overlay-notice')).toContainText('crew-only');
    await expect(page.getByTestId('cam-iframe')).toHaveCount(0);

    // cams (the wrapper alone) shows nothing.
    await openOverlay(page, stack, `cams?${token}`);
    await expect(page.getByTestId('cams-overlay')).toHaveAttribute('data-variant', 'wrapper');
    await expect(page.getByTestId('cam-iframe')).toHaveCount(0);

    // cams/desk: two rows, side 1 above side 2, one iframe per slot.
    await openOverlay(page, stack, `cams/desk?${token}`);
    await expect(page.getByTestId('cams-desk-row')).toHaveCount(2);
    await expect
      .poll(() => iframeSources(page))
      .toEqual([...display[0], ...display[1]].map(camLink));
    const iframe = page.getByTestId('cam-iframe').first();
    await expect(iframe).toHaveAttribute('allow', 'autoplay; camera; microphone');
    const names = await page.getByTestId('cam-name').allTextContents();
    expect(names.every((n) => n.trim() !== '')).toBe(true);
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'overlay-cams-desk.png') });

    // The wrapper's `params` come first; a key given twice keeps the option's value.
    await openOverlay(page, stack, `cams/desk?${token}&params=animate=1,buffer=200`);
    await expect
      .poll(async () => (await iframeSources(page))[0])
      .toBe(camLink(display[0][0]!).replace(PARAMS, 'animate=1&buffer=200&cover&na'));

    // cams/ingame: the POV cams at the edges; toggle_cams hides them and shows them again.
    await openOverlay(page, stack, `cams/ingame?${token}`);
    const ingame = page.getByTestId('cams-ingame');
    await expect(ingame).toHaveAttribute('data-shown', 'true');
    await expect
      .poll(() => iframeSources(page))
      .toEqual([...display[0], ...display[1]].map(camLink));
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'overlay-cams-ingame.png') });
    const [url] = await browserSocketUrls(stack.url, 'production');
    const sender = await openRecordingSocket(url);
    try {
      expect(await emitWithAck(sender, 'associate_token', producer.token)).toBe(true);
      expect(await emitWithAck(sender, 'prod_trigger', { trigger: 'toggle_cams' })).toBe(true);
      await expect(ingame).toHaveAttribute('data-shown', 'false');
      await expect(page.getByTestId('cam-iframe')).toHaveCount(0);
      expect(await emitWithAck(sender, 'prod_trigger', { trigger: 'toggle_cams' })).toBe(true);
      await expect(ingame).toHaveAttribute('data-shown', 'true');
      await expect(page.getByTestId('cam-iframe')).toHaveCount(
        display[0].length + display[1].length,
      );
    } finally {
      sender.socket.close();
    }
    // show_cams (update-broadcast playerCams) hides and shows them too.
    for (const playerCams of [false, true]) {
      const set = await stack.action(
        'update-broadcast',
        { broadcast: mainId, playerCams },
        producer.token,
      );
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      await expect(ingame).toHaveAttribute('data-shown', String(playerCams));
    }

    // cams/pov: the first cam by default, `number` counts side 1 then side 2, `player` picks by id.
    await openOverlay(page, stack, `cams/pov?${token}`);
    await expect.poll(() => iframeSources(page)).toEqual([camLink(display[0][0]!)]);
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'overlay-cams-pov.png') });
    await openOverlay(page, stack, `cams/pov?${token}&num=${display[0].length + 1}`);
    await expect.poll(() => iframeSources(page)).toEqual([camLink(display[1][0]!)]);
    // `relay` with a prefix of its own sends the link through it (encoded after a prefix ending in '=').
    await openOverlay(page, stack, `cams/pov?${token}&relay=${encodeURIComponent(RELAY)}`);
    await expect
      .poll(() => iframeSources(page))
      .toEqual([`${RELAY}${encodeURIComponent(camLink(display[0][0]!))}`]);
    const chosen = display[1][display[1].length - 1]!;
    await openOverlay(page, stack, `cams/pov?${token}&player=${chosen}&full`);
    await expect.poll(() => iframeSources(page)).toEqual([camLink(chosen)]);
    await settle(page);
    expect(await page.getByTestId('cam-iframe').boundingBox()).toEqual({ x: 0, y: 0, ...FRAME });
    await page.screenshot({ path: path.join(dir, 'overlay-cams-pov-full.png') });

    // cams/full: a manual guest with a webcam is the full cam after the full_cams players.
    const guests =
      'Sam Sideline|he/him|@samsideline\nRiley Guest|https://vdo.ninja/?view=castline_guest|@rileyguest|she/her';
    const update = await stack.action(
      'update-broadcast',
      { broadcast: mainId, manualGuests: guests },
      producer.token,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const full = ids(main['full_cams']).length + 1;
    await openOverlay(page, stack, `cams/full?${token}&noAnimate&number=${full}&socials`);
    await expect
      .poll(() => iframeSources(page))
      .toEqual([`https://vdo.ninja/?view=castline_guest&${PARAMS}`]);
    await expect(page.getByTestId('cam-name')).toContainText('Riley Guest');
    await expect(page.getByTestId('cam-socials')).toHaveText('@rileyguest · she/her');
    expect(await page.getByTestId('cam-iframe').boundingBox()).toEqual({ x: 0, y: 0, ...FRAME });
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(dir, 'overlay-cams-full.png') });

    // The stack is shared by every e2e file: the demo's manual guests go back as they were.
    const restore = await stack.action(
      'update-broadcast',
      {
        broadcast: mainId,
        manualGuests: typeof main['manual_guests'] === 'string' ? main['manual_guests'] : '',
      },
      producer.token,
    );
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    expect(problems).toEqual([]);
  });
});
