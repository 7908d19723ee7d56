import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Full-page screenshots of the public pages at phone and desktop widths, for a person to look at. */
test.describe('screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`home and events at ${name} width`, async ({ page, stack }) => {
      await page.setViewportSize(viewport);
      await page.goto(stack.url);
      await expect(page.getByTestId('upcoming-match').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(dir, `home-${name}.png`), fullPage: true });
      await page.goto(`${stack.url}/events`);
      await expect(page.getByTestId('event-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(dir, `events-${name}.png`), fullPage: true });
      // no horizontal scrolling at this width
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(1);
    });
  }
});
