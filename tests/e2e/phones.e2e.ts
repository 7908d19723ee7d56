import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';

/**
 * Phones (issue 12 item 4): at 375 px nothing a visitor needs is cut without a way to read it. On the demo event's
 * overview, schedule and bracket (and the home page's upcoming matches), no visible text is cut — by an ellipsis,
 * a line clamp or a nowrap clip — unless it (or an ancestor) carries the whole text as a title; team names and
 * placeholders in rows, round names, and bracket card names are read whole (a long team name in a bracket card
 * gives way to its code). Screenshots of the three event pages at 375 px go to tests/e2e/screenshots/.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const PHONE = { width: 375, height: 812 } as const;

const urlId = (id: string): string => (id.length === 17 && id.startsWith('rec') ? id.slice(3) : id);

async function springEvent(stack: E2EStack): Promise<string> {
  const [lookup] = await stack.things(['subdomain-spring']);
  return String(lookup!['id']);
}

interface CutText {
  readonly text: string;
  readonly how: string;
  readonly testId: string | null;
}

/**
 * Every visible element whose text is cut (ellipsis, line clamp, or clipped nowrap text wider than its box) and
 * that no title (on it or an ancestor) reads out whole.
 */
async function findCutTexts(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const cut: { text: string; how: string; testId: string | null }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = element.textContent?.trim() ?? '';
      if (!text) continue;
      const style = getComputedStyle(element);
      // overflow and text-overflow apply to boxes, not to inline text
      if (style.visibility === 'hidden' || style.display === 'inline') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const clamp = style.webkitLineClamp !== '' && style.webkitLineClamp !== 'none';
      const ellipsis = style.textOverflow === 'ellipsis';
      const clip =
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        style.whiteSpace === 'nowrap';
      if (!clamp && !ellipsis && !clip) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = clamp && element.scrollHeight > element.clientHeight + 1;
      if (!wide && !tall) continue;
      const titled = element.closest('[title]')?.getAttribute('title')?.trim();
      if (titled) continue;
      cut.push({
        text: text.slice(0, 80),
        how: clamp ? 'line clamp' : ellipsis ? 'ellipsis' : 'clipped',
        testId: element.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      });
    }
    return cut;
  });
}

async function openAtPhone(page: Page, url: string, ready: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(url);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The page itself never scrolls sideways (the bracket scrolls inside its frame). */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(1);
}

test.describe('phones at 375 px (issue 12 item 4)', () => {
  test('event overview: rows, stages and team tiles are read whole', async ({ page, stack }) => {
    const event = await springEvent(stack);
    await openAtPhone(page, `${stack.url}/event/${urlId(event)}`, 'schedule-match');
    await expect(page.getByTestId('overview-team-name').first()).toBeVisible();
    expect(await findCutTexts(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'event overview');
    // every team name on its tile is whole (two tiles a row: long names wrap)
    for (const name of await page.getByTestId('overview-team-name').all())
      expect(await name.evaluate((n) => n.scrollWidth <= n.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: path.join(dir, 'phone-375-event.png'), fullPage: true });
  });

  test('schedule: team names, placeholders and stages are read whole', async ({ page, stack }) => {
    const event = await springEvent(stack);
    await openAtPhone(page, `${stack.url}/event/${urlId(event)}/schedule`, 'schedule-match');
    await expect(page.locator('[data-testid="schedule-match"][data-loading]')).toHaveCount(0);
    expect(await findCutTexts(page)).toEqual([]);
    // names and the stage text fit their boxes: wrapped, not cut, even with a title to fall back on
    const overflowing = await page
      .locator('[data-testid="schedule-team-name"], [data-testid="schedule-context"]')
      .evaluateAll((elements) =>
        elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent?.trim()),
      );
    expect(overflowing).toEqual([]);
    await expectNoSidewaysScroll(page, 'schedule');
    await page.screenshot({ path: path.join(dir, 'phone-375-schedule.png'), fullPage: true });
  });

  test('bracket: round names and card names are read whole; it scrolls inside its frame', async ({
    page,
    stack,
  }) => {
    const event = await springEvent(stack);
    await openAtPhone(page, `${stack.url}/event/${urlId(event)}/bracket`, 'bracket-view');
    await expect(page.locator('[data-testid="bracket-card"][data-state="ready"]')).toHaveCount(14);
    expect(await findCutTexts(page)).toEqual([]);
    // round names wrap rather than cut; card names fit whole (shrunk a little if need be) or as the team code
    const cutHeaders = await page.getByTestId('bracket-header').evaluateAll((headers) =>
      headers
        .map((h) => h.firstElementChild as HTMLElement)
        .filter((t) => t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1)
        .map((t) => t.textContent),
    );
    expect(cutHeaders).toEqual([]);
    const cutNames = await page
      .getByTestId('bracket-team-name')
      .evaluateAll((names) =>
        names.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.getAttribute('title')),
      );
    expect(cutNames).toEqual([]);
    // the frame scrolls sideways, the page does not
    const scroller = page.getByTestId('bracket-scroller').first();
    expect(await scroller.evaluate((s) => s.scrollWidth > s.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page, 'bracket');
    await page.screenshot({ path: path.join(dir, 'phone-375-bracket.png'), fullPage: true });
    // the far columns, scrolled into view
    await scroller.evaluate((s) => {
      s.scrollLeft = s.scrollWidth;
    });
    await scroller.screenshot({ path: path.join(dir, 'phone-375-bracket-scrolled.png') });
  });

  test('the same event pages cut nothing at tablet and desktop widths either', async ({
    page,
    stack,
  }) => {
    const event = await springEvent(stack);
    for (const width of [768, 1366]) {
      for (const [sub, ready] of [
        ['', 'schedule-match'],
        ['/schedule', 'schedule-match'],
        ['/bracket', 'bracket-view'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${stack.url}/event/${urlId(event)}${sub}`);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const label = `event${sub || ' overview'} at ${width} px`;
        expect(await findCutTexts(page), label).toEqual([]);
        // team names and placeholders in rows wrap whole (no ellipsis even with a title to hover)
        const cutNames = await page
          .getByTestId('schedule-team-name')
          .evaluateAll((names) =>
            names
              .filter(
                (n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1,
              )
              .map((n) => n.textContent),
          );
        expect(cutNames, label).toEqual([]);
      }
    }
  });

  test("home page: upcoming matches' teams and placeholders are read whole", async ({
    page,
    stack,
  }) => {
    await openAtPhone(page, stack.url, 'upcoming-match');
    await expect(page.getByTestId('upcoming-match-loading')).toHaveCount(0);
    expect(await findCutTexts(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'home');
  });
});
