import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
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
 * The media, broadcasts (other-streams) and music overlays (OVERLAYS §1, §3) in the browser, against the whole
 * stack with the demo season, at 1920×1080 on a transparent page:
 * - media plays main's highlight_media (a news item with a YouTube video_url: the embed is answered by a local
 *   stub page, no internet) and hides when update-broadcast clears it, then comes back;
 * - broadcasts lists main's other broadcast ('second', active) with its name and stream link, "Between matches"
 *   until update-broadcast gives it a live match, then that match's teams on their themes;
 * - music on prod1 plays a demo track (WAV served by the web app) on one of its two decks, skip_song (a
 *   prod_trigger sent with a producer's token) cuts to another track, fade_stop_song stops it.
 * Screenshots: tests/e2e/screenshots/overlay-media.png, overlay-broadcasts*.png, overlay-music.png.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A stand-in for the YouTube player: a dark frame naming the video, so the screenshot shows where it plays. */
async function stubYouTube(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body style="margin:0;height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#101820,#2b3a55);color:#fff;font:700 64px system-ui"><div>&#9654; YouTube video ${id}</div></body></html>`,
    });
  });
}

/** Opens an overlay and activates it (a click on an empty spot), on a transparent 1920×1080 page. */
async function openOverlay(page: Page, stack: E2EStack, route: string): Promise<void> {
  await page.goto(`${stack.url}${route}`);
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

/** The decks that are playing: their current source. */
async function playingSources(page: Page): Promise<string[]> {
  return page.locator('audio').evaluateAll((decks) =>
    decks
      .map((d) => d as HTMLAudioElement)
      .filter((d) => !d.paused)
      .map((d) => new URL(d.currentSrc).pathname),
  );
}

test.describe('media, broadcasts and music overlays (OVERLAYS §1, §3)', () => {
  test('media plays the highlight and follows update-broadcast; broadcasts shows the other stream and its new live match; music plays and skips on skip_song', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(180_000);
    const producer = await demoLogin(stack, 'producer');
    const main = await thingOf(stack, 'broadcast-main');
    const second = await thingOf(stack, 'broadcast-second');
    const mainId = String(main['id']);
    const secondId = String(second['id']);
    const active = await stack.action(
      'set-active-broadcast',
      { client: 'self', broadcast: mainId },
      producer.token,
    );
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    const update = async (body: Record<string, unknown>) => {
      const res = await stack.action('update-broadcast', body, producer.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };

    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    await stubYouTube(page);

    // media: main's highlight_media is a news item with a YouTube video_url → the embedded player, full frame.
    const mediaId = ids(main['highlight_media'])[0];
    expect(mediaId, 'the demo highlights a news video on main').toBeTruthy();
    const news = await thingOf(stack, mediaId!);
    const videoId = new URL(String(news['video_url'])).searchParams.get('v');
    await openOverlay(page, stack, '/broadcast/main/media');
    const media = page.getByTestId('media-overlay');
    await expect(media).toHaveAttribute('data-state', 'playing');
    const embed = page.getByTestId('media-embed');
    await expect(embed).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId}\\?autoplay=1&mute=1`),
    );
    await settle(page);
    expect(await page.getByTestId('media-player').boundingBox()).toEqual({ x: 0, y: 0, ...FRAME });
    await page.screenshot({ path: path.join(dir, 'overlay-media.png') });
    // update-broadcast clears the highlight: the open overlay hides; setting it again brings the player back.
    await update({ broadcast: mainId, highlightMediaID: null });
    await expect(media).toHaveAttribute('data-state', 'none');
    await expect(page.getByTestId('media-player')).toHaveCount(0);
    await update({ broadcast: mainId, highlightMediaID: mediaId });
    await expect(media).toHaveAttribute('data-state', 'playing');
    await expect(embed).toHaveAttribute('src', new RegExp(`/embed/${videoId}\\?`));

    // broadcasts: 'second' (active) with its name and stream link, between matches.
    await openOverlay(page, stack, '/broadcast/main/broadcasts');
    const rows = page.getByTestId('broadcasts-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-broadcast-id', secondId);
    await expect(page.getByTestId('broadcasts-name')).toHaveText(String(second['name']));
    await expect(page.getByTestId('broadcasts-link')).toHaveText('twitch.tv/castline_b');
    await expect(page.getByTestId('broadcasts-no-match')).toHaveText('Between matches');
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'overlay-broadcasts-between.png') });
    // update-broadcast puts the captains' match live on 'second': its teams show on the open overlay.
    const captainsMatchId = ids(second['schedule'])[0];
    expect(captainsMatchId, "'second' schedules the captains' match").toBeTruthy();
    const captainsMatch = await thingOf(stack, captainsMatchId!);
    const teamNames = await Promise.all(
      ids(captainsMatch['teams']).map(async (id) => String((await thingOf(stack, id))['name'])),
    );
    await update({ broadcast: secondId, match: captainsMatchId });
    await expect(page.getByTestId('broadcasts-match')).toHaveAttribute(
      'data-match-id',
      captainsMatchId!,
    );
    const shownTeams = page.getByTestId('broadcasts-team');
    await expect(shownTeams).toHaveCount(2);
    await expect
      .poll(async () =>
        (await shownTeams.evaluateAll((boxes) => boxes.map((b) => b.getAttribute('title')))).sort(),
      )
      .toEqual([...teamNames].sort());
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'overlay-broadcasts.png') });
    // The aliases show the same overlay.
    for (const alias of ['other-streams', 'other-broadcasts']) {
      await openOverlay(page, stack, `/broadcast/main/${alias}`);
      await expect(page.getByTestId('broadcasts-row')).toHaveCount(1);
    }

    // music: prod1 follows main; a demo track plays on one deck, its title shows (showTitle).
    await openOverlay(page, stack, '/client/prod1/music?showTitle&loop');
    const music = page.getByTestId('music-overlay');
    await expect(music).toHaveAttribute('data-state', 'playing');
    await expect(music).toHaveAttribute('data-track-url', /^\/demo\/music\/[a-z-]+-\d\.wav$/);
    await expect
      .poll(async () => {
        const url = await music.getAttribute('data-track-url');
        return (await playingSources(page)).includes(url ?? '');
      })
      .toBe(true);
    await expect(page.getByTestId('music-title')).toContainText('Castline Sound');
    const wav = await page.request.get(`${stack.url}${await music.getAttribute('data-track-url')}`);
    expect(wav.status()).toBe(200);
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'overlay-music.png') });

    const [url] = await browserSocketUrls(stack.url, 'production');
    const sender = await openRecordingSocket(url);
    try {
      expect(await emitWithAck(sender, 'associate_token', producer.token)).toBe(true);
      const before = await music.getAttribute('data-track-url');
      expect(await emitWithAck(sender, 'prod_trigger', { trigger: 'skip_song' })).toBe(true);
      await expect(music).toHaveAttribute('data-reason', 'skip');
      const after = await music.getAttribute('data-track-url');
      expect(after, 'skip_song plays another track').not.toBe(before);
      await expect.poll(async () => (await playingSources(page)).includes(after ?? '')).toBe(true);
      // fade_stop_song: fades out and stops; skip_song starts it again.
      expect(await emitWithAck(sender, 'prod_trigger', { trigger: 'fade_stop_song' })).toBe(true);
      await expect(music).toHaveAttribute('data-state', 'stopped');
      await expect.poll(() => playingSources(page), { timeout: 15_000 }).toEqual([]);
      expect(await emitWithAck(sender, 'prod_trigger', { trigger: 'fade_skip_song' })).toBe(true);
      await expect(music).toHaveAttribute('data-state', 'playing');
      await expect.poll(async () => (await playingSources(page)).length).toBeGreaterThan(0);
    } finally {
      sender.socket.close();
    }
    expect(problems).toEqual([]);
  });
});
