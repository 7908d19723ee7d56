import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectFullFrame,
  expectTransparentPage,
  openOverlayPage,
  thingOf,
} from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * The team overlays (OVERLAYS §1 rosters / roster, team-image, history, season-history) against the whole stack
 * with the demo season: each renders the live match's teams at 1920×1080 on a transparent page; toggle-flip-teams
 * swaps the open rosters, and update-match-data on a past match of a live team changes the open history and
 * season history at once. Screenshots of every route go to tests/e2e/screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

async function open(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openOverlayPage(browser, url);
  await expect(opened.page.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
  await expectFullFrame(opened.page);
  await expectTransparentPage(opened.page);
  return opened;
}

/** Every text of a testid inside the page fits its box (nothing cut without the shrink / ellipsis rule). */
async function expectNoOverflow(page: Page, testId: string): Promise<void> {
  const overflowing = await page.getByTestId(testId).evaluateAll((elements) =>
    elements
      .filter((el) => {
        const inner = el.firstElementChild as HTMLElement | null;
        return inner !== null && inner.getBoundingClientRect().width > el.clientWidth + 1;
      })
      .map((el) => el.textContent),
  );
  expect(overflowing).toEqual([]);
}

async function shot(page: Page, file: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(dir, file), omitBackground: true });
}

test.describe('team overlays (OVERLAYS §1 rosters, team-image, history, season-history)', () => {
  test('rosters, team image, history and season history show the live teams and follow producer changes', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(240_000);
    const producer = await demoLogin(stack, 'producer');
    const organiser = await demoLogin(stack, 'organiser');
    const broadcast = await thingOf(stack, 'broadcast-main');
    const mainId = String(broadcast['id']);
    const liveId = ids(broadcast['live_match'])[0]!;
    expect(liveId, 'the demo main broadcast has a live match').toBeTruthy();
    const live = await thingOf(stack, liveId);
    const stored = ids(live['teams']);
    expect(stored).toHaveLength(2);
    const display = (flipped: boolean) => (flipped ? [stored[1]!, stored[0]!] : stored);
    const flippedAtStart = live['flip_teams'] === true;
    const [left, right] = display(flippedAtStart);
    const leftTeam = await thingOf(stack, left!);
    const rightTeam = await thingOf(stack, right!);

    // rosters: both teams on their themes, in display order, with every player; roles on; staff, sort, badges.
    const rosters = await open(
      browser,
      `${stack.url}/broadcast/main/rosters?noAnimate&staff&sort&badges`,
    );
    const teams = rosters.page.getByTestId('roster-team');
    await expect(teams).toHaveCount(2);
    await expect(teams.nth(0)).toHaveAttribute('data-team', left!);
    await expect(teams.nth(1)).toHaveAttribute('data-team', right!);
    await expect(teams.nth(0).getByTestId('roster-player')).toHaveCount(
      ids(leftTeam['players']).length,
    );
    await expect(teams.nth(1).getByTestId('roster-player')).toHaveCount(
      ids(rightTeam['players']).length,
    );
    await expect(teams.nth(0).getByTestId('roster-team-name')).toHaveAttribute(
      'title',
      String(leftTeam['name']),
    );
    await expect(teams.nth(0).getByTestId('roster-role').first()).toBeVisible();
    await expect(teams.nth(0).getByTestId('roster-badge').first()).toBeVisible();
    await expect(rosters.page.getByTestId('rosters-heading')).toBeVisible();
    await expectNoOverflow(rosters.page, 'roster-player-name');
    await expectNoOverflow(rosters.page, 'roster-team-name');
    await shot(rosters.page, 'overlay-rosters.png');

    // Animated: inactive until a click (OBS) activates it, then the cards and rows slide in and stay.
    const animated = await open(browser, `${stack.url}/broadcast/main/rosters?noStinger`);
    await expect(animated.page.getByTestId('roster-team')).toHaveCount(2);
    await animated.page.mouse.click(960, 540);
    await expect(animated.page.getByTestId('overlay-frame')).toHaveAttribute('data-active', 'true');
    await expect(animated.page.getByTestId('overlay-content')).toHaveAttribute(
      'data-started',
      'true',
    );
    const lastRow = animated.page.getByTestId('roster-player').last();
    await expect(lastRow).toHaveCSS('animation-name', 'roster-row-in');
    await expect
      .poll(() => lastRow.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 })
      .toBe('1');
    await animated.page.context().close();

    // The `roster` alias with split and no roles.
    const split = await open(
      browser,
      `${stack.url}/broadcast/main/roster?noAnimate&split&roles=false`,
    );
    await expect(split.page.getByTestId('rosters-panel')).toHaveAttribute('data-split', 'true');
    await expect(split.page.getByTestId('roster-team')).toHaveCount(2);
    await expect(split.page.getByTestId('roster-role')).toHaveCount(0);
    await shot(split.page, 'overlay-rosters-split.png');
    await split.page.context().close();

    // history and season-history, open while the producer changes things.
    const history = await open(browser, `${stack.url}/broadcast/main/history?noAnimate`);
    const season = await open(
      browser,
      `${stack.url}/broadcast/main/season-history?noAnimate&headers`,
    );
    await expect(history.page.getByTestId('history-team')).toHaveCount(2);
    await expect(history.page.getByTestId('history-team').nth(0)).toHaveAttribute(
      'data-team',
      left!,
    );
    await expect(season.page.getByTestId('history-team')).toHaveCount(2);

    // The left team's newest finished match other than the live one, outside any bracket (no resolve follows).
    const past = (await stack.things(ids(leftTeam['matches'])))
      .filter(
        (m) =>
          m['id'] !== liveId &&
          typeof m['first_to'] === 'number' &&
          (m['score_1'] === m['first_to'] || m['score_2'] === m['first_to']),
      )
      .sort((a, b) => String(b['start']).localeCompare(String(a['start'])));
    expect(past.length, 'the left live team has finished matches').toBeGreaterThan(0);
    const newest = past[0]!;
    const leftHistory = history.page.getByTestId('history-team').nth(0);
    await expect(leftHistory.getByTestId('history-row').first()).toHaveAttribute(
      'data-match',
      String(newest['id']),
    );
    await expect(leftHistory.getByTestId('history-row')).toHaveCount(Math.min(5, past.length));
    await expectNoOverflow(history.page, 'history-opponent');
    await expect(season.page.getByTestId('history-date').first()).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}$/,
    );
    await expect(season.page.getByTestId('history-section').first()).toBeVisible();
    await shot(history.page, 'overlay-history.png');
    await shot(season.page, 'overlay-season-history.png');

    // update-match-data on a past match of the left team: swap its winner; both open overlays show it.
    const target = past.find((m) => ids(m['brackets']).length === 0) ?? newest;
    const targetId = String(target['id']);
    const row = (page: Page) =>
      page.locator(`[data-testid="history-team"][data-team="${left}"] [data-match="${targetId}"]`);
    await expect(row(season.page)).toHaveCount(1);
    const before = await row(season.page).getByTestId('history-result').getAttribute('data-result');
    const scores = { score_1: target['score_2'], score_2: target['score_1'] };
    const update = await stack.action(
      'update-match-data',
      { matchID: targetId, updatedData: scores },
      organiser.token,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const after = before === 'win' ? 'loss' : 'win';
    await expect(row(season.page).getByTestId('history-result')).toHaveAttribute(
      'data-result',
      after,
    );
    if ((await row(history.page).count()) > 0) {
      await expect(row(history.page).getByTestId('history-result')).toHaveAttribute(
        'data-result',
        after,
      );
    }
    const restore = await stack.action(
      'update-match-data',
      {
        matchID: targetId,
        updatedData: { score_1: target['score_1'], score_2: target['score_2'] },
      },
      organiser.token,
    );
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    await expect(row(season.page).getByTestId('history-result')).toHaveAttribute(
      'data-result',
      before!,
    );

    // toggle-flip-teams: the open rosters and history swap sides live.
    const flip = await stack.action('toggle-flip-teams', { broadcast: mainId }, producer.token);
    expect(flip.status, JSON.stringify(flip.body)).toBe(200);
    try {
      await expect(teams.nth(0)).toHaveAttribute('data-team', right!);
      await expect(teams.nth(1)).toHaveAttribute('data-team', left!);
      await expect(history.page.getByTestId('history-team').nth(0)).toHaveAttribute(
        'data-team',
        right!,
      );
    } finally {
      const back = await stack.action('toggle-flip-teams', { broadcast: mainId }, producer.token);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
    }
    await expect(teams.nth(0)).toHaveAttribute('data-team', left!);

    // season-history filters: a stage that names nothing lists no match.
    await season.page.goto(`${stack.url}/broadcast/main/season-history?noAnimate&stage=Nowhere`);
    await expect(season.page.getByTestId('history-empty')).toHaveCount(2);

    // team-image: the left team's image (its theme logo in the demo), then team 2, then an http override refused.
    const image = await open(browser, `${stack.url}/broadcast/main/team-image?noAnimate&team=1`);
    await expect(image.page.getByTestId('team-image-overlay')).toHaveAttribute('data-team', left!);
    await expect(image.page.getByTestId('team-image')).toHaveAttribute('data-loaded', 'true');
    await shot(image.page, 'overlay-team-image.png');
    await image.page.goto(`${stack.url}/broadcast/main/team-image?noAnimate&team=2&index=1`);
    await expect(image.page.getByTestId('team-image-overlay')).toHaveAttribute('data-team', right!);
    await expect(image.page.getByTestId('team-image')).toHaveAttribute('data-loaded', 'true');
    // team=highlight follows the broadcast's highlight_team live (update-broadcast highlightTeamID).
    const highlight = async (teamId: string | null) => {
      const res = await stack.action(
        'update-broadcast',
        { broadcast: mainId, highlightTeamID: teamId },
        producer.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await highlight(right!);
    await image.page.goto(`${stack.url}/broadcast/main/team-image?noAnimate&team=highlight`);
    await expect(image.page.getByTestId('team-image-overlay')).toHaveAttribute('data-team', right!);
    await expect(image.page.getByTestId('team-image')).toHaveAttribute('data-loaded', 'true');
    await highlight(left!);
    await expect(image.page.getByTestId('team-image-overlay')).toHaveAttribute('data-team', left!);
    await expect(image.page.getByTestId('team-image')).toHaveAttribute('data-loaded', 'true');
    await highlight(null);
    await expect(image.page.getByTestId('team-image')).toHaveCount(0);
    await image.page.goto(
      `${stack.url}/broadcast/main/team-image?noAnimate&override=${encodeURIComponent('http://example.com/a.png')}`,
    );
    await expect(image.page.getByTestId('team-image')).toHaveAttribute('data-loaded', 'true');
    await expect(image.page.getByTestId('team-image')).toHaveAttribute('src', /^\/image\./);
    await image.page.goto(`${stack.url}/broadcast/main/team-image?noAnimate&index=9`);
    await expect(image.page.getByTestId('team-image-overlay')).toBeVisible();
    await expect(image.page.getByTestId('team-image')).toHaveCount(0);

    for (const { problems } of [rosters, history, season, image]) expect(problems).toEqual([]);
  });
});
