import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { expect, type E2EStack } from './fixtures';

/** Helpers the overlay e2e files share: opening an overlay page as OBS does, activating it, and its checks. */

/** An OBS browser source's size (OVERLAYS: every overlay is 1920×1080). */
export const OVERLAY_FRAME = { width: 1920, height: 1080 } as const;

/** Where the e2e tier saves its screenshots (git-ignored; looked at by whoever changes an overlay). */
export const SCREENSHOT_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'screenshots',
);

/** One record as GET /things answers it; fails the test when the id is unknown. */
export async function thingOf(stack: E2EStack, id: string): Promise<Record<string, unknown>> {
  const [record] = await stack.things([id]);
  expect(record, `record ${id}`).toBeTruthy();
  return record as Record<string, unknown>;
}

/** The record id of the demo broadcast with that key. */
export async function broadcastIdOf(stack: E2EStack, key: string): Promise<string> {
  const [mirror] = await stack.things([`broadcast-${key}`]);
  const id = mirror?.['id'];
  expect(typeof id, `the demo has broadcast ${key}`).toBe('string');
  return String(id);
}

/** A new 1920×1080 page at `url` and the page errors it throws from then on. */
export async function openOverlayPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: OVERLAY_FRAME })).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(url);
  return { page, problems };
}

/** OBS composites the page: html and body stay transparent. */
export async function expectTransparentPage(page: Page): Promise<void> {
  for (const element of ['html', 'body'] as const) {
    expect(
      await page.evaluate(
        (tag) => getComputedStyle(document.querySelector(tag)!).backgroundColor,
        element,
      ),
    ).toBe('rgba(0, 0, 0, 0)');
  }
}

/** The overlay frame is the whole 1920×1080 page. */
export async function expectFullFrame(page: Page): Promise<void> {
  expect(await page.getByTestId('overlay-frame').boundingBox()).toEqual({
    x: 0,
    y: 0,
    ...OVERLAY_FRAME,
  });
}

/**
 * Activates the open overlay as OBS's source-active would, with a click at (x, y) (a click toggles activation
 * outside OBS). A click made before the shell listens is lost, so it clicks again until the frame is active, then
 * waits for the content to start.
 */
export async function activateOverlay(page: Page, x = 960, y = 8): Promise<void> {
  const frame = page.getByTestId('overlay-frame');
  await expect(frame).toBeAttached({ timeout: 30_000 });
  await expect(async () => {
    if ((await frame.getAttribute('data-active')) !== 'true') await page.mouse.click(x, y);
    await expect(frame).toHaveAttribute('data-active', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('overlay-content')).toHaveAttribute('data-started', 'true');
}

/**
 * A producer's production socket on the client room (prod-join, associate_token), as the dashboard and a tally
 * transmitter have.
 */
export async function producerSocket(
  stack: E2EStack,
  token: string,
  client: string,
): Promise<Socket> {
  const config = (await (await fetch(`${stack.url}/config.json`)).json()) as {
    realtimeUrls: string[];
    productionRealtimeUrls: string[];
  };
  const url = config.productionRealtimeUrls[0] ?? config.realtimeUrls[0] ?? stack.url;
  const socket = io(url, { transports: ['websocket'], forceNew: true });
  await expect.poll(() => socket.connected, { timeout: 10_000 }).toBe(true);
  expect(await socket.timeout(5000).emitWithAck('prod-join', client)).toBe(true);
  expect(await socket.timeout(5000).emitWithAck('associate_token', token)).toBe(true);
  return socket;
}
