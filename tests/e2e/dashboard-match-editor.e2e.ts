import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type E2EStack } from './fixtures';
import { DASHBOARD_VIEWPORTS, openDashboard, openModule } from './dashboard-helpers';
import { activateOverlay, openOverlayPage, SCREENSHOT_DIR, thingOf } from './overlay-helpers';

/**
 * The dashboard's Match Editor in the browser (issue 16 item 3; broadcast spec §2 "Match editor", §7, §8): the demo
 * producer changes a team score and the current map, saves (scores first: 'Score set to {a}-{b}', then 'Map data
 * saved'), and the ingame overlay on a second page follows live. The demo's match data is put back at the end.
 * Axe sweep with the editor open; screenshots at 1366×768 and 1920×1080.
 */

const links = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The live match of broadcast main: scores, its maps in order, the current map and the pool's map names. */
async function liveMatch(stack: E2EStack) {
  const broadcast = await thingOf(stack, 'broadcast-main');
  const matchId = links(broadcast['live_match'])[0];
  expect(matchId, 'the demo broadcast main has a live match').toBeTruthy();
  const match = await thingOf(stack, matchId!);
  const order = links(match['maps']);
  const maps = await stack.things(order);
  const byId = new Map(maps.map((map) => [String(map['id']), map]));
  const currentIndex = order.findIndex((id) => {
    const map = byId.get(id);
    return (
      links(map?.['banner']).length === 0 &&
      links(map?.['winner']).length === 0 &&
      map?.['draw'] !== true
    );
  });
  expect(currentIndex, 'the demo live match has a current map').toBeGreaterThanOrEqual(0);
  const current = byId.get(order[currentIndex]!)!;
  const event = await thingOf(stack, links(match['event'])[0]!);
  const pool = await stack.things(links(event['map_pool']));
  return {
    matchId: matchId!,
    score: [Number(match['score_1'] ?? 0), Number(match['score_2'] ?? 0)] as const,
    firstTo: Number(match['first_to'] ?? 0),
    flipped: match['flip_teams'] === true,
    currentId: String(current['id']),
    currentRow: currentIndex + 1,
    currentMap: links(current['map'])[0] ?? null,
    pool: pool.map((map) => ({ id: String(map['id']), name: String(map['name']) })),
  };
}

test.describe('Match Editor (dashboard)', () => {
  test('a score and a map saved in the editor reach the ingame overlay; the demo is put back', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(90_000);
    const before = await liveMatch(stack);
    // a score the match can take without being decided
    const newScore =
      before.score[0] + 1 < before.firstTo ? before.score[0] + 1 : before.score[0] - 1;
    expect(newScore).toBeGreaterThanOrEqual(0);
    const newMap = before.pool.find((map) => map.id !== before.currentMap);
    expect(newMap, 'the event pool has another map').toBeTruthy();

    const overlay = await openOverlayPage(browser, `${stack.url}/broadcast/main/ingame`);
    await activateOverlay(overlay.page, 960, 540);
    const left = before.flipped ? 'right' : 'left';
    const hudScore = overlay.page.getByTestId(`hud-score-${left}`);
    await expect(hudScore).toHaveText(String(before.score[0]));

    const { page, login, problems } = await openDashboard(browser, stack);
    try {
      const module = await openModule(page, 'Match Editor');
      const editor = module.getByTestId('match-editor');
      await expect(editor).toHaveAttribute('data-match', before.matchId);
      const mapInput = editor.getByTestId(`editor-map-${before.currentRow}-map`);
      await expect(mapInput).toHaveValue(
        before.pool.find((map) => map.id === before.currentMap)?.name ?? '',
      );

      // Accessibility with the editor open; screenshots at both screens.
      const axe = await new AxeBuilder({ page }).include('[data-module="Match Editor"]').analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-match-editor-1366.png'),
        fullPage: false,
      });

      await editor.getByTestId('match-editor-score-1').fill(String(newScore));
      await mapInput.click();
      await page.getByRole('option', { name: newMap!.name, exact: true }).click();
      await expect(mapInput).toHaveValue(newMap!.name);
      await expect(editor.getByTestId('match-editor-unsaved')).toBeVisible();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-match-editor-1366-full.png'),
        fullPage: true,
      });

      const saved = Date.now();
      await editor.getByTestId('match-editor-save').click();
      await expect(page.getByText(`Score set to ${newScore}-${before.score[1]}`)).toBeVisible();
      await expect(page.getByText('Map data saved')).toBeVisible();
      // the overlay follows: the score and the current map's name
      await expect(hudScore).toHaveText(String(newScore));
      await expect(
        overlay.page.locator('[data-testid="hud-map"][data-state="current"]'),
      ).toHaveAttribute('title', newMap!.name);
      test.info().annotations.push({
        type: 'save to overlay',
        description: `${Date.now() - saved} ms from Save to the overlay showing both changes`,
      });
      await expect(editor).toHaveAttribute('data-dirty', 'false');

      await page.setViewportSize(DASHBOARD_VIEWPORTS.second);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-match-editor-1920.png'),
        fullPage: false,
      });
      expect(problems).toEqual([]);
      expect(overlay.problems).toEqual([]);
    } finally {
      // Leave the demo as it was: the scores and the current map's map.
      const scores = await stack.action(
        'update-match-data',
        {
          matchID: before.matchId,
          updatedData: { score_1: before.score[0], score_2: before.score[1] },
        },
        login.token,
      );
      const maps = await stack.action(
        'update-map-data',
        { matchID: before.matchId, mapData: [{ id: before.currentId, map: before.currentMap }] },
        login.token,
      );
      expect([scores.status, maps.status]).toEqual([200, 200]);
      const after = await liveMatch(stack);
      expect([after.score, after.currentMap]).toEqual([before.score, before.currentMap]);
      await page.context().close();
      await overlay.page.context().close();
    }
  });
});
