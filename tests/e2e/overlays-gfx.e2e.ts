import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { expectTransparentPage, thingOf } from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * gfx/{n} (OVERLAYS §1 gfx/:index) in the browser, against the whole stack with the demo season: the demo client
 * prod1 on its main broadcast, whose GFX list holds an item of every type. Each /client/prod1/gfx/{n} at
 * 1920×1080 shows its item's content on a transparent page; update-gfx-index moving an item re-points an open
 * overlay, and update-broadcast (highlight player) fills the open MVP item, both without a reload. A screenshot of
 * every item goes to tests/e2e/screenshots/overlay-gfx-{type}.png.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;
const IFRAME_PAGE = `<!doctype html><html><body style="margin:0;background:#0e0e10;color:#efeff1;font:700 64px system-ui;display:flex;align-items:center;justify-content:center;height:100vh">B stream player</body></html>`;

const slug = (type: string) => type.toLowerCase().replace(/\s+/g, '-');
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

async function openGfx(page: Page, stack: E2EStack, n: number, query = ''): Promise<void> {
  await page.goto(`${stack.url}/client/prod1/gfx/${n}${query}`);
  await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
  await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-active', 'true');
}

/** Checks the content a GFX item of `type` shows (its panel and something live in it). */
async function expectItemContent(page: Page, item: Record<string, unknown>): Promise<void> {
  const type = String(item['type']);
  const view = page.getByTestId('gfx-item');
  await expect(view).toHaveAttribute('data-gfx-type', type);
  switch (type) {
    case 'Schedule':
      await expect(page.getByTestId('schedule-panel')).toBeVisible();
      await expect(page.getByTestId('schedule-title')).toHaveText(String(item['title']));
      break;
    case 'Standings':
      await expect(page.getByTestId('standings-panel')).toBeVisible();
      break;
    case 'Multi Standings': {
      const stages = (typeof item['data'] === 'string' ? item['data'] : '').split(',').length;
      await expect(page.getByTestId('gfx-multi-standings')).toHaveAttribute(
        'data-count',
        String(stages),
      );
      await expect(page.getByTestId('standings-panel')).toHaveCount(stages);
      break;
    }
    case 'Bracket':
      await expect(page.getByTestId('bracket-panel')).toBeVisible();
      await expect(page.getByTestId('bracket-card').first()).toBeVisible();
      break;
    case 'Image': {
      const image = page.getByTestId('overlay-background-image');
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.boundingBox()).toEqual({ x: 0, y: 0, ...FRAME });
      break;
    }
    case 'Iframe':
      await expect(page.getByTestId('overlay-iframe')).toHaveAttribute('src', String(item['url']));
      break;
    case 'Text':
      await expect(page.getByTestId('gfx-title')).toHaveText(String(item['title']));
      await expect(page.getByTestId('gfx-text-body')).toHaveText(String(item['data']));
      break;
    case 'MVP':
      await expect(page.getByTestId('gfx-mvp').or(page.getByTestId('gfx-mvp-none'))).toBeVisible();
      break;
    case 'Stats':
      await expect(page.getByTestId('gfx-stats')).toBeVisible();
      await expect(page.getByTestId('gfx-stats-left-name')).not.toBeEmpty();
      await expect(page.getByTestId('gfx-stats-right-name')).not.toBeEmpty();
      await expect(page.getByTestId('gfx-stats-meetings')).not.toBeEmpty();
      break;
    case 'Rosters':
      await expect(page.getByTestId('rosters-panel')).toBeVisible();
      await expect(page.getByTestId('roster-team')).toHaveCount(2);
      break;
    default:
      throw new Error(`no check for GFX type ${type}`);
  }
}

test.describe('gfx overlay (OVERLAYS §1 gfx/:index)', () => {
  test('every GFX item of the main broadcast renders at /client/prod1/gfx/{n}; a reorder and an edit re-point the open overlay', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(240_000);
    const producer = await demoLogin(stack, 'producer');
    const main = await thingOf(stack, 'broadcast-main');
    const active = await stack.action(
      'set-active-broadcast',
      { client: 'self', broadcast: String(main['id']) },
      producer.token,
    );
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    const gfxIds = ids(main['gfx']);
    const records = await stack.things(gfxIds);
    const items = gfxIds.map((id) => records.find((record) => record['id'] === id)!);
    expect(items.every(Boolean), 'every GFX item arrives').toBe(true);
    const types = items.map((item) => String(item['type']));
    test.info().annotations.push({ type: 'gfx types', description: types.join(', ') });
    expect(types.length).toBeGreaterThan(0);

    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    // The demo's Iframe item embeds a Twitch player: the test machine has no internet, so serve a stand-in page.
    await page.route('https://player.twitch.tv/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: IFRAME_PAGE }),
    );

    const seen = new Map<string, number>();
    const standingsTeams = new Map<string, string>();
    for (const [n, item] of items.entries()) {
      const type = String(item['type']);
      await openGfx(page, stack, n + 1);
      await expect(page.getByTestId('gfx-overlay')).toHaveAttribute(
        'data-gfx-index',
        String(n + 1),
      );
      await expectItemContent(page, item);
      await expectTransparentPage(page);
      if (type === 'Standings') {
        const teams = (await page.getByTestId('standings-team').allTextContents()).join(',');
        standingsTeams.set(String(item['title'] ?? item['name']), teams);
      }
      await page.waitForTimeout(1200); // entrance animations
      const count = (seen.get(type) ?? 0) + 1;
      seen.set(type, count);
      const name = `overlay-gfx-${slug(type)}${count > 1 ? `-${count}` : ''}.png`;
      await page.screenshot({ path: path.join(dir, name), omitBackground: true });
    }

    // Standings items titled after different groups (no data) show different tables.
    expect(new Set(standingsTeams.values()).size).toBe(standingsTeams.size);

    // extended: the Bracket item gets the whole frame.
    const bracketAt = types.indexOf('Bracket');
    if (bracketAt >= 0) {
      await openGfx(page, stack, bracketAt + 1, '?extended');
      await expectItemContent(page, items[bracketAt]!);
      expect(await page.getByTestId('gfx-overlay').boundingBox()).toEqual({
        x: 48,
        y: 48,
        width: FRAME.width - 96,
        height: FRAME.height - 96,
      });
      await page.waitForTimeout(1200);
      await page.screenshot({
        path: path.join(dir, 'overlay-gfx-bracket-extended.png'),
        omitBackground: true,
      });
    }

    // An edit: the MVP item follows the broadcast's highlight player when the live match has no mvp yet.
    const mvpAt = types.indexOf('MVP');
    if (mvpAt >= 0) {
      const liveMatch = await thingOf(stack, ids(main['live_match'])[0]!);
      const team = await thingOf(stack, ids(liveMatch['teams'])[1]!);
      const playerId = ids(team['players'])[0]!;
      const player = await thingOf(stack, playerId);
      await openGfx(page, stack, mvpAt + 1);
      await expectItemContent(page, items[mvpAt]!);
      const res = await stack.action(
        'update-broadcast',
        { broadcast: String(main['id']), highlightPlayerID: playerId },
        producer.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await expect(page.getByTestId('gfx-mvp')).toHaveAttribute('data-player', playerId);
      await expect(page.getByTestId('gfx-mvp-name')).toHaveText(String(player['name']));
      await expect(page.getByTestId('gfx-mvp-team')).toContainText(String(team['name']));
      test.info().annotations.push({
        type: 'mvp favourite hero',
        description: JSON.stringify(player['favourite_hero']),
      });
      // The broadcast's highlight hero gives the hero art.
      const [heroes] = await stack.things(['special:heroes']);
      const hero = (heroes?.['heroes'] as { id: string; name: string; game: string | null }[])[0]!;
      const withHero = await stack.action(
        'update-broadcast',
        { broadcast: String(main['id']), highlightHeroID: hero.id },
        producer.token,
      );
      expect(withHero.status, JSON.stringify(withHero.body)).toBe(200);
      await expect(page.getByTestId('gfx-mvp-hero')).toHaveAttribute('alt', hero.name);
      await expect(page.getByTestId('gfx-mvp-team')).toContainText(hero.name);
      await expect
        .poll(() =>
          page
            .getByTestId('gfx-mvp-hero')
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      await page.waitForTimeout(1200);
      await page.screenshot({
        path: path.join(dir, 'overlay-gfx-mvp-player.png'),
        omitBackground: true,
      });
    }

    // A reorder: update-gfx-index moves the last item to position 1; the open gfx/1 shows it, no reload.
    await openGfx(page, stack, 1);
    await expectItemContent(page, items[0]!);
    const marker = await page.evaluate(() => {
      (window as unknown as { gfxMarker: number }).gfxMarker = 1;
      return 1;
    });
    const last = items.at(-1)!;
    const moved = await stack.action(
      'update-gfx-index',
      { broadcast: String(main['id']), gfxID: String(last['id']), index: 1 },
      producer.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await expect(page.getByTestId('gfx-item')).toHaveAttribute('data-gfx-id', String(last['id']));
    await expectItemContent(page, last);
    expect(await page.evaluate(() => (window as unknown as { gfxMarker?: number }).gfxMarker)).toBe(
      marker,
    );
    // …and the item that was first is now second.
    const after = await thingOf(stack, 'broadcast-main');
    expect(ids(after['gfx']).slice(0, 2)).toEqual([String(last['id']), gfxIds[0]]);

    // The index as an option: /gfx?number=2 is the second item (now the one that was first).
    await page.goto(`${stack.url}/client/prod1/gfx?number=2`);
    await expect(page.getByTestId('gfx-item')).toHaveAttribute('data-gfx-id', gfxIds[0]!);

    // Past the end of the list: the notice.
    await openGfx(page, stack, gfxIds.length + 1);
    await expect(page.getByTestId('overlay-notice')).toHaveText(
      `GFX ${gfxIds.length + 1} is not set on the active broadcast.`,
    );
    expect(problems).toEqual([]);
  });
});
