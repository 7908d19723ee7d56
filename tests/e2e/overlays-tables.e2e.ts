import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { expectFullFrame, expectTransparentPage, openOverlayPage } from './overlay-helpers';
import { demoLogin } from './demo';

/**
 * The table overlays (OVERLAYS §1 schedule, standings, bracket) against the whole stack with the demo season: each
 * renders its live content at 1920×1080 on a transparent page; set-match-overlays brings a match onto the open
 * secondary schedule, update-match-data finishing a scheduled match shows its score on the open schedule and
 * bracket at once, and a changed group result changes the open standings. Screenshots of every route go to
 * tests/e2e/screenshots.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

type Rec = Record<string, unknown>;
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

async function things(stack: E2EStack, list: string[]): Promise<Rec[]> {
  const records = await stack.things(list);
  for (const [i, record] of records.entries())
    expect(record?.['id'], `record ${list[i]}`).toBeTruthy();
  return records;
}

async function open(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openOverlayPage(browser, url);
  await expect(opened.page.getByTestId('overlay-frame')).toHaveAttribute('data-broadcast', 'main');
  await expectFullFrame(opened.page);
  await expectTransparentPage(opened.page);
  return opened;
}

/** Nothing of the testid's elements leaves the 1920×1080 frame. */
async function expectInsideFrame(page: Page, testId: string): Promise<void> {
  const outside = await page.getByTestId(testId).evaluateAll((elements) =>
    elements
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.left < -1 || r.top < -1 || r.right > 1921 || r.bottom > 1081)
      .map((r) => `${r.left},${r.top},${r.right},${r.bottom}`),
  );
  expect(outside).toEqual([]);
}

async function shot(page: Page, file: string): Promise<void> {
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(dir, file), omitBackground: true });
}

const complete = (match: Rec): boolean => {
  const firstTo = Number(match['first_to'] ?? 0);
  return firstTo > 0 && (match['score_1'] === firstTo || match['score_2'] === firstTo);
};

test.describe('table overlays (OVERLAYS §1 schedule, standings, bracket)', () => {
  test('schedule, standings and bracket show the demo broadcast live and follow producer changes', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(300_000);
    const producer = await demoLogin(stack, 'producer');
    const organiser = await demoLogin(stack, 'organiser');
    const [broadcast] = await things(stack, ['broadcast-main']);
    const liveId = ids(broadcast!['live_match'])[0]!;
    expect(liveId, 'the demo main broadcast has a live match').toBeTruthy();
    const schedule = await things(stack, ids(broadcast!['schedule']));
    const primary = schedule.filter((m) => m['show_on_overlays'] === true);
    expect(primary.length).toBeGreaterThan(1);

    // schedule: every show_on_overlays match, by start, the live one marked, times in the broadcast zone.
    const sched = await open(browser, `${stack.url}/broadcast/main/schedule?noAnimate`);
    const rows = sched.page.getByTestId('schedule-row');
    await expect(rows).toHaveCount(Math.min(primary.length, 8));
    const byStart = [...primary].sort(
      (a, b) => Date.parse(String(a['start'])) - Date.parse(String(b['start'])),
    );
    expect(
      await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-match-id'))),
    ).toEqual(byStart.map((m) => m['id']));
    if (primary.some((m) => m['id'] === liveId)) {
      await expect(
        sched.page.locator(`[data-testid="schedule-row"][data-match-id="${liveId}"]`),
      ).toHaveAttribute('data-live', 'true');
      await expect(sched.page.getByTestId('schedule-live')).toHaveText('LIVE');
    }
    await expect(sched.page.getByTestId('schedule-title')).toHaveText('Schedule');
    await expect(sched.page.getByText(/^Times in (ET|EST|EDT)$/)).toBeVisible();
    for (const time of await sched.page.getByTestId('schedule-time').allTextContents()) {
      expect(time).toMatch(/^(LIVE|(\w{3} )?\d{1,2}:\d{2}(am|pm)|TBD)$/);
    }
    await expectInsideFrame(sched.page, 'schedule-row');
    await shot(sched.page, 'overlay-schedule.png');

    // secondary: nothing until set-match-overlays puts a match on the secondary overlays.
    const secondary = await open(
      browser,
      `${stack.url}/broadcast/main/schedule?secondary&noAnimate`,
    );
    const extra = schedule.find((m) => m['show_on_secondary_overlays'] !== true)!;
    await expect(secondary.page.getByTestId('schedule-row')).toHaveCount(
      schedule.filter((m) => m['show_on_secondary_overlays'] === true).length,
    );
    const on = await stack.action(
      'set-match-overlays',
      { match: extra['id'], overlayType: 'secondary', state: true },
      producer.token,
    );
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await expect(
      secondary.page.locator(
        `[data-testid="schedule-row"][data-match-id="${String(extra['id'])}"]`,
      ),
    ).toHaveCount(1);
    await shot(secondary.page, 'overlay-schedule-secondary.png');

    // bracket: the broadcast's bracket_key, the live match outlined.
    const [event] = await things(stack, ids(broadcast!['event']));
    const brackets = await things(stack, ids(event!['brackets']));
    const keyed = brackets.find((b) => b['key'] === broadcast!['bracket_key'])!;
    expect(keyed, 'the demo bracket_key names an event bracket').toBeTruthy();
    const bracket = await open(browser, `${stack.url}/broadcast/main/bracket?noAnimate`);
    const panel = bracket.page.getByTestId('bracket-panel');
    await expect(panel).toHaveAttribute('data-bracket-id', String(keyed['id']));
    const orderedIds = ids(keyed['ordered_matches']);
    await expect(bracket.page.getByTestId('bracket-card')).not.toHaveCount(0);
    if (orderedIds.includes(liveId)) {
      await expect(
        bracket.page.locator(`[data-testid="bracket-card"][data-match-id="${liveId}"]`),
      ).toHaveAttribute('data-highlight', 'live');
    }
    await expectInsideFrame(bracket.page, 'bracket-card');
    await shot(bracket.page, 'overlay-bracket.png');

    // update-match-data on the live match (a scheduled bracket match): its new score shows on the open schedule
    // and bracket at once.
    const [live] = await things(stack, [liveId]);
    const firstTo = Number(live!['first_to']);
    const [s1, s2] = [Number(live!['score_1'] ?? 0), Number(live!['score_2'] ?? 0)];
    expect(s1 + 1, 'the live match is not decided').toBeLessThan(firstTo);
    const flipped = live!['flip_teams'] === true;
    const scoreText = (a: number, b: number) => (flipped ? `${b}-${a}` : `${a}-${b}`);
    const schedRow = sched.page.locator(`[data-testid="schedule-row"][data-match-id="${liveId}"]`);
    const card = bracket.page.locator(`[data-testid="bracket-card"][data-match-id="${liveId}"]`);
    await expect(schedRow.getByTestId('schedule-score')).toHaveText(scoreText(s1, s2));
    const score = await stack.action(
      'update-match-data',
      { matchID: liveId, updatedData: { score_1: s1 + 1, score_2: s2 } },
      organiser.token,
    );
    expect(score.status, JSON.stringify(score.body)).toBe(200);
    await expect(schedRow.getByTestId('schedule-score')).toHaveText(scoreText(s1 + 1, s2));
    await expect(card.getByTestId('bracket-score')).toHaveText([String(s1 + 1), String(s2)]);
    await shot(sched.page, 'overlay-schedule-result.png');
    const reset = await stack.action(
      'update-match-data',
      { matchID: liveId, updatedData: { score_1: s1, score_2: s2 } },
      organiser.token,
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expect(schedRow.getByTestId('schedule-score')).toHaveText(scoreText(s1, s2));
    await expect(card.getByTestId('bracket-score')).toHaveText([String(s1), String(s2)]);

    // bracket options: match (the live match's bracket), small, an unknown key (nothing drawn).
    const byMatch = await open(browser, `${stack.url}/broadcast/main/bracket?match&noAnimate`);
    const liveBracket = brackets.find((b) => ids(b['ordered_matches']).includes(liveId));
    if (liveBracket) {
      await expect(byMatch.page.getByTestId('bracket-panel')).toHaveAttribute(
        'data-bracket-id',
        String(liveBracket['id']),
      );
    }
    const small = await open(browser, `${stack.url}/broadcast/main/bracket?small&noAnimate`);
    await expect(small.page.getByTestId('bracket-card')).not.toHaveCount(0);
    await expectInsideFrame(small.page, 'bracket-card');
    await shot(small.page, 'overlay-bracket-small.png');
    // scale multiplies the size (16 px base → 8 px); extended draws it larger, still inside the frame.
    const baseFont = Number(
      await bracket.page.getByTestId('bracket-frame').getAttribute('data-font'),
    );
    const half = await open(browser, `${stack.url}/broadcast/main/bracket?scale=0.5&noAnimate`);
    await expect(half.page.getByTestId('bracket-frame')).toHaveAttribute(
      'data-font',
      String(baseFont / 2),
    );
    const extended = await open(browser, `${stack.url}/broadcast/main/bracket?extended&noAnimate`);
    await expect(extended.page.getByTestId('bracket-card')).not.toHaveCount(0);
    expect(
      Number(await extended.page.getByTestId('bracket-frame').getAttribute('data-font')),
    ).toBeGreaterThanOrEqual(baseFont);
    await expectInsideFrame(extended.page, 'bracket-card');
    await shot(extended.page, 'overlay-bracket-extended.png');
    const unknown = await open(
      browser,
      `${stack.url}/broadcast/main/bracket?key=no-such-bracket&noAnimate`,
    );
    await expect(unknown.page.getByTestId('bracket-panel')).toBeAttached();
    await unknown.page.waitForTimeout(1500);
    await expect(unknown.page.getByTestId('bracket-card')).toHaveCount(0);

    // standings: current_stage (Group A), ?stage=Group B, ?explain.
    const stand = await open(browser, `${stack.url}/broadcast/main/standings?noAnimate`);
    const stageKey = (
      typeof broadcast!['current_stage'] === 'string' ? broadcast!['current_stage'] : ''
    )
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    await expect(stand.page.getByTestId('standings-panel')).toHaveAttribute('data-key', stageKey);
    const [table] = await things(stack, [`standings-${String(event!['id'])}-${stageKey}`]);
    const tableRows = (table!['rows'] as { team: string; W: number }[]) ?? [];
    await expect(stand.page.getByTestId('standings-row')).toHaveCount(tableRows.length);
    expect(
      await stand.page
        .getByTestId('standings-row')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-team-id'))),
    ).toEqual(tableRows.map((row) => row.team));
    await expectInsideFrame(stand.page, 'standings-row');
    await shot(stand.page, 'overlay-standings.png');
    const groupB = await open(
      browser,
      `${stack.url}/broadcast/main/standings?stage=Group%20B&noAnimate`,
    );
    await expect(groupB.page.getByTestId('standings-panel')).toHaveAttribute('data-key', 'group-b');
    await expect(groupB.page.getByTestId('standings-title')).toHaveText('Group B');
    await shot(groupB.page, 'overlay-standings-stage.png');
    const explain = await open(browser, `${stack.url}/broadcast/main/standings?explain&noAnimate`);
    await expect(explain.page.getByTestId('standings-explainer')).toBeVisible();
    await expect(explain.page.getByTestId('standings-pair')).toHaveCount(
      ((table!['pairs'] as unknown[]) ?? []).length,
    );
    await expectInsideFrame(explain.page, 'standings-explainer');
    await shot(explain.page, 'overlay-standings-explain.png');

    // A group result changes: swap the scores of a finished group match; the open table follows.
    const groupMatches = (await things(stack, ids(event!['matches']))).filter(
      (m) =>
        m['match_group'] === broadcast!['current_stage'] && complete(m) && m['forfeit'] !== true,
    );
    expect(groupMatches.length).toBeGreaterThan(0);
    const swapped = groupMatches[0]!;
    const [a, b] = ids(swapped['teams']);
    const winner = swapped['score_1'] === swapped['first_to'] ? a! : b!;
    const winsOf = (team: string) =>
      stand.page
        .locator(`[data-testid="standings-row"][data-team-id="${team}"]`)
        .getAttribute('data-wins');
    const before = Number(await winsOf(winner));
    const swap = await stack.action(
      'update-match-data',
      {
        matchID: swapped['id'],
        updatedData: { score_1: swapped['score_2'], score_2: swapped['score_1'] },
      },
      organiser.token,
    );
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
    await expect
      .poll(async () => Number(await winsOf(winner)), { timeout: 15_000 })
      .toBe(before - 1);
    const back = await stack.action(
      'update-match-data',
      {
        matchID: swapped['id'],
        updatedData: { score_1: swapped['score_1'], score_2: swapped['score_2'] },
      },
      organiser.token,
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await expect.poll(async () => Number(await winsOf(winner)), { timeout: 15_000 }).toBe(before);

    const off = await stack.action(
      'set-match-overlays',
      { match: extra['id'], overlayType: 'secondary', state: false },
      producer.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    for (const opened of [
      sched,
      secondary,
      bracket,
      byMatch,
      small,
      unknown,
      stand,
      groupB,
      explain,
    ]) {
      expect(opened.problems).toEqual([]);
    }
  });
});
