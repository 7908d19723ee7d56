import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { activateOverlay, expectFullFrame, expectTransparentPage } from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * The ingame HUD, its co-streamer variant and the maps overlay (OVERLAYS §1 ingame, costream, maps) in the browser
 * against the whole stack with the demo season: each renders the demo's live match at 1920×1080 on a transparent
 * page (team codes as 'Use team codes' asks, scores, attack side, formats, map icons, hero bans, sponsors; map
 * cards with winners and the current map), update-match-data moves the score live and toggle-flip-teams swaps the
 * sides live. Screenshots of every route go to tests/e2e/screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const FRAME = { width: 1920, height: 1080 } as const;

interface LiveFacts {
  readonly broadcastId: string;
  readonly matchId: string;
  readonly scores: readonly [number, number];
  /** Team labels in stored order (code, else name: the demo broadcast has 'Use team codes'). */
  readonly labels: readonly [string, string];
  readonly flipped: boolean;
}

async function liveFacts(stack: E2EStack): Promise<LiveFacts> {
  const [main] = await stack.things(['broadcast-main']);
  const broadcastId = String(main?.['id']);
  const matchId = (main?.['live_match'] as string[] | undefined)?.[0];
  expect(typeof matchId, 'the demo broadcast main has a live match').toBe('string');
  const [match] = await stack.things([String(matchId)]);
  const teamIds = (match?.['teams'] as string[] | undefined) ?? [];
  expect(teamIds).toHaveLength(2);
  const teams = await stack.things(teamIds);
  const label = (id: string) => {
    const team = teams.find((t) => t['id'] === id);
    return String(team?.['code'] || team?.['name']);
  };
  return {
    broadcastId,
    matchId: String(matchId),
    scores: [Number(match?.['score_1'] ?? 0), Number(match?.['score_2'] ?? 0)],
    labels: [label(teamIds[0]!), label(teamIds[1]!)],
    flipped: match?.['flip_teams'] === true,
  };
}

/**
 * The live match's maps in order, its current map (unbanned, undecided) with its own bans (the demo bans one hero per
 * team there), and the first played map's bans.
 */
async function currentMapBans(stack: E2EStack, matchId: string) {
  const [match] = await stack.things([matchId]);
  const order = (match?.['maps'] as string[] | undefined) ?? [];
  const maps = await stack.things(order);
  const byId = new Map(maps.map((map) => [String(map['id']), map]));
  const links = (map: Record<string, unknown> | undefined, field: string) =>
    (map?.[field] as string[] | undefined) ?? [];
  const current = order.find((id) => {
    const map = byId.get(id);
    return (
      links(map, 'banner').length === 0 &&
      links(map, 'winner').length === 0 &&
      map?.['draw'] !== true
    );
  });
  const played = order
    .map((id) => byId.get(id))
    .find((map) => links(map, 'winner').length > 0 && links(map, 'team_1_bans').length > 0);
  expect(current, 'the demo live match has a current map').toBeTruthy();
  expect(played, 'the demo live match has a played map with hero bans').toBeTruthy();
  return {
    order,
    current: current!,
    currentTeam1: links(byId.get(current!), 'team_1_bans'),
    currentTeam2: links(byId.get(current!), 'team_2_bans'),
    team1: links(played, 'team_1_bans'),
    team2: links(played, 'team_2_bans'),
  };
}

async function expectTransparent(page: Page): Promise<void> {
  await expectTransparentPage(page);
  await expectFullFrame(page);
}

/** Opens an overlay and activates it with a click, as OBS would; waits for the stinger and the entrance. */
async function openActive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-active', 'false');
  await activateOverlay(page, 960, 540);
  await expect
    .poll(() => page.getByTestId('overlay-stinger').getAttribute('data-phase'), { timeout: 8000 })
    .toBe('idle');
  await page.waitForTimeout(1500); // the HUD's entrance (≤ 1.1 s after the shell's 250 ms delay)
}

test.describe('ingame HUD and maps (OVERLAYS §1 ingame, costream, maps)', () => {
  test('the HUD shows the live match, follows update-match-data and toggle-flip-teams live', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(120_000);
    const producer = await demoLogin(stack, 'producer');
    const facts = await liveFacts(stack);
    const display = facts.flipped ? [facts.labels[1], facts.labels[0]] : facts.labels;
    const displayScores = facts.flipped ? [facts.scores[1], facts.scores[0]] : facts.scores;

    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    await openActive(page, `${stack.url}/broadcast/main/ingame`);
    await expectTransparent(page);
    await expect(page.getByTestId('ingame-overlay')).toHaveAttribute('data-variant', 'ingame');
    await expect(page.getByTestId('hud-name-left')).toHaveAttribute('title', display[0]);
    await expect(page.getByTestId('hud-name-right')).toHaveAttribute('title', display[1]);
    await expect(page.getByTestId('hud-score-left')).toHaveText(String(displayScores[0]));
    await expect(page.getByTestId('hud-score-right')).toHaveText(String(displayScores[1]));
    // The demo: map_attack Left, middle and details formats, 'Show banned heroes ingame', four sponsors.
    await expect(page.getByTestId('hud-attack-left')).toBeVisible();
    await expect(page.getByTestId('hud-attack-right')).toHaveCount(0);
    await expect(page.getByTestId('hud-middle-text')).toHaveAttribute(
      'title',
      'Playoffs · First to 3',
    );
    await expect(page.getByTestId('hud-details')).toHaveAttribute('title', /Spring Showdown · /);
    // FT3 at 1-1: two maps won (plus any draw), the current one, the rest of the five to play.
    expect(await page.getByTestId('hud-map').count()).toBeGreaterThanOrEqual(5);
    await expect(page.locator('[data-testid="hud-map"][data-state="current"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="hud-map"][data-winner="left"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="hud-map"][data-winner="right"]')).toHaveCount(1);
    // 'Show banned heroes ingame': the demo's current map has one hero ban per team; update-map-data gives it the
    // bans of the first played map and the HUD shows them live (the full map list keeps its order).
    const bans = await currentMapBans(stack, facts.matchId);
    await expect(page.getByTestId('hud-ban')).toHaveCount(
      bans.currentTeam1.length + bans.currentTeam2.length,
    );
    expect(bans.currentTeam1.length, 'the demo bans a hero on the current map').toBeGreaterThan(0);
    const saveBans = async (team1: string[], team2: string[]) => {
      const res = await stack.action(
        'update-map-data',
        {
          matchID: facts.matchId,
          mapData: bans.order.map((id) =>
            id === bans.current ? { id, team_1_bans: team1, team_2_bans: team2 } : { id },
          ),
        },
        producer.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await saveBans(bans.team1, bans.team2);
    const stored1Side = facts.flipped ? 'right' : 'left';
    await expect(page.getByTestId(`hud-bans-${stored1Side}`).getByTestId('hud-ban')).toHaveCount(
      bans.team1.length,
    );
    // Each ban shows its hero's icon (the demo draws one for every hero).
    await expect(page.getByTestId('hud-ban').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('hud-sponsor')).toHaveCount(4);
    await expect(page.locator('[data-testid="hud-sponsor"][data-shown="true"]')).toHaveCount(1);
    // Logos and ban icons have loaded before the picture is taken.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: path.join(dir, 'overlay-ingame.png'), omitBackground: true });
    await saveBans([], []);
    await expect(page.getByTestId('hud-ban')).toHaveCount(0);
    await saveBans(bans.currentTeam1, bans.currentTeam2);
    await expect(page.getByTestId('hud-ban')).toHaveCount(
      bans.currentTeam1.length + bans.currentTeam2.length,
    );

    // update-match-data (as the producer): the stored team 1's score goes up; the HUD repaints it live.
    const setScore = async (score1: number) => {
      const res = await stack.action(
        'update-match-data',
        { matchID: facts.matchId, updatedData: { score_1: score1 } },
        producer.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const team1Side = facts.flipped ? 'right' : 'left';
    await setScore(facts.scores[0] + 1);
    try {
      await expect(page.getByTestId(`hud-score-${team1Side}`)).toHaveText(
        String(facts.scores[0] + 1),
      );
    } finally {
      await setScore(facts.scores[0]);
    }
    await expect(page.getByTestId(`hud-score-${team1Side}`)).toHaveText(String(facts.scores[0]));

    // toggle-flip-teams: the two teams swap sides live.
    const toggle = async () => {
      const res = await stack.action(
        'toggle-flip-teams',
        { broadcast: facts.broadcastId },
        producer.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await toggle();
    try {
      await expect(page.getByTestId('hud-name-left')).toHaveAttribute('title', display[1]);
      await expect(page.getByTestId('hud-name-right')).toHaveAttribute('title', display[0]);
    } finally {
      await toggle();
    }
    await expect(page.getByTestId('hud-name-left')).toHaveAttribute('title', display[0]);

    // basic: a plain bar of names and scores.
    const basic = await (await browser.newContext({ viewport: FRAME })).newPage();
    await openActive(basic, `${stack.url}/broadcast/main/ingame?basic`);
    await expect(basic.getByTestId('hud-bar')).toHaveAttribute('data-basic', 'true');
    await expect(basic.getByTestId('hud-name-left')).toHaveAttribute('title', display[0]);
    await expect(basic.getByTestId('hud-middle')).toHaveCount(0);
    await basic.screenshot({
      path: path.join(dir, 'overlay-ingame-basic.png'),
      omitBackground: true,
    });
    expect(problems).toEqual([]);
  });

  test('the co-streamer HUD shows at once with no animation on the client shell', async ({
    browser,
    stack,
  }) => {
    const producer = await demoLogin(stack, 'producer');
    const res = await stack.action(
      'set-active-broadcast',
      { client: 'self', broadcast: (await liveFacts(stack)).broadcastId },
      producer.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const facts = await liveFacts(stack);
    const display = facts.flipped ? [facts.labels[1], facts.labels[0]] : facts.labels;
    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    await page.goto(`${stack.url}/client/prod1/costream`);
    await expectTransparent(page);
    await expect(page.getByTestId('ingame-overlay')).toHaveAttribute('data-variant', 'costream');
    // No click, no OBS event, yet on screen: the co-streamer HUD is always active, with no animation and no stinger.
    await expect(page.getByTestId('overlay-frame')).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('overlay-stinger')).toHaveCount(0);
    await expect(page.getByTestId('hud-name-left')).toHaveAttribute('title', display[0]);
    await expect(page.getByTestId('hud-name-right')).toHaveAttribute('title', display[1]);
    expect(
      await page
        .getByTestId('overlay-content')
        .evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).animationName]),
    ).toEqual(['1', 'none']);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await page.screenshot({
      path: path.join(dir, 'overlay-ingame-costream.png'),
      omitBackground: true,
    });
  });

  test('the maps overlay lists the series with winners and the current map; auto trims it', async ({
    browser,
    stack,
  }) => {
    const facts = await liveFacts(stack);
    const display = facts.flipped ? [facts.labels[1], facts.labels[0]] : facts.labels;
    const page = await (await browser.newContext({ viewport: FRAME })).newPage();
    await openActive(page, `${stack.url}/broadcast/main/maps`);
    await expectTransparent(page);
    await expect(page.getByTestId('maps-team-left')).toContainText(display[0]);
    await expect(page.getByTestId('maps-team-right')).toContainText(display[1]);
    await expect(page.getByTestId('maps-score')).toHaveText(
      `${facts.flipped ? facts.scores[1] : facts.scores[0]} – ${facts.flipped ? facts.scores[0] : facts.scores[1]}`,
    );
    const cards = page.getByTestId('maps-card');
    const played = page.locator('[data-testid="maps-card"][data-state="played"]');
    expect(await played.count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('[data-testid="maps-card"][data-state="current"]')).toHaveCount(1);
    await expect(played.first().getByTestId('maps-result')).toContainText('Winner');
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(5);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: path.join(dir, 'overlay-maps.png'), omitBackground: true });

    const auto = await (await browser.newContext({ viewport: FRAME })).newPage();
    await openActive(auto, `${stack.url}/broadcast/main/maps?auto`);
    await expect(auto.locator('[data-testid="maps-card"][data-state="current"]')).toHaveCount(1);
    await expect(auto.getByTestId('maps-card')).toHaveCount(all - 1);
    await auto.screenshot({ path: path.join(dir, 'overlay-maps-auto.png'), omitBackground: true });
  });
});
