import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type E2EStack } from './fixtures';
import { demoLogin, demoLogins, type DemoLogin } from './demo';

/**
 * Score reports in the browser (issue 18 items 4 and 7): on the demo captains' upcoming playoff match, captain A
 * reports through the score editor and the 'Reporting Score' confirm, captain B counters, A accepts the counter,
 * staff approve it from the event's staff queue, and the bracket and standings pages (open all along) show the
 * result live. Screenshots of each page at desktop width.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const DESKTOP = { width: 1366, height: 900 } as const;

type Rec = Record<string, unknown>;
const links = (record: Rec | undefined, field: string): string[] =>
  (record?.[field] as string[] | undefined) ?? [];
const urlId = (id: string): string => (id.length === 17 && id.startsWith('rec') ? id.slice(3) : id);

async function thing(stack: E2EStack, id: string): Promise<Rec> {
  const [record] = await stack.things([id]);
  if (!record) throw new Error(`no record ${id}`);
  return record;
}

/** A signed-in page of its own (a browser context with the user's auth cookie) at desktop width. */
async function pageAs(browser: Browser, stack: E2EStack, login: DemoLogin): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'auth', value: login.token, url: stack.url }]);
  return context.newPage();
}

/** Enters one map's scores (team 1 first, in stored order). */
async function setMapScores(page: Page, map: number, scores: readonly [number, number]) {
  await page.getByTestId(`editor-map-${map}-score-1`).fill(String(scores[0]));
  await page.getByTestId(`editor-map-${map}-score-2`).fill(String(scores[1]));
}

/** Opens the confirm dialog, checks its texts and sends the report. */
async function confirmReport(page: Page, shot: string) {
  await page.getByTestId('editor-review').click();
  const dialog = page.getByRole('dialog', { name: 'Reporting Score' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('score-confirm-no-changes')).toHaveCount(0);
  const submit = dialog.getByTestId('score-confirm-submit');
  await expect(submit).toHaveText('Submit for approval');
  await expect(dialog).toHaveCSS('opacity', '1');
  await page.screenshot({ path: path.join(dir, `${shot}.png`) });
  await submit.click();
  await expect(page.getByText('Score report submitted')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);
}

/**
 * The demo's two captains, its staff member and the captains' match: upcoming, both captains' teams, no open
 * report (A's team, the match's event).
 */
async function captainsMatch(stack: E2EStack) {
  const [loginA, loginB] = (await demoLogins(stack)).filter((u) => u.role === 'captain');
  if (!loginA || !loginB) throw new Error('the demo season has two captains');
  const staff = await demoLogin(stack, 'staff');
  const teamA = links(await thing(stack, loginA.player_id), 'captain_of')[0] ?? '';
  const teamB = links(await thing(stack, loginB.player_id), 'captain_of')[0] ?? '';
  const candidates = await stack.things(links(await thing(stack, teamA), 'matches'));
  const match = candidates.find(
    (m) =>
      links(m, 'teams').includes(teamB) &&
      links(m, 'reports').length === 0 &&
      Date.parse(String(m['start'])) > Date.now(),
  );
  if (!match) throw new Error("the demo season has the captains' upcoming match");
  return { loginA, loginB, staff, match, teamA, eventId: links(match, 'event')[0] ?? '' };
}

test.describe('score reports and reschedules (issue 18)', () => {
  test('captain A requests a new start, captain B approves, staff approve: the match moves', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(600_000);
    const { loginA, loginB, staff, match, eventId } = await captainsMatch(stack);
    const matchPath = `${stack.url}/match/${urlId(String(match['id']))}/rescheduling`;

    const pageA = await pageAs(browser, stack, loginA);
    await pageA.goto(matchPath);
    const current = pageA.getByTestId('reschedule-current-start');
    await expect(current).toContainText('Current start:');
    const before = await current.innerText();
    await expect(pageA.getByTestId('reschedule-start')).toHaveAttribute('step', '300');
    await expect(pageA.getByTestId('reschedule-submit')).toBeDisabled();
    const latest = (await pageA.getByTestId('reschedule-window').innerText())
      .split('\n')
      .find((line) => line.startsWith('Latest start: '))
      ?.slice('Latest start: '.length);
    if (!latest) throw new Error("the captains' match has a latest start");
    await pageA.getByTestId('reschedule-set-latest').click();
    await pageA.getByTestId('reschedule-submit').click();
    await expect(pageA.getByTestId('reschedule-label')).toHaveText('Reschedule: Submitted');
    await expect(pageA.getByTestId('reschedule-buttons').getByRole('button')).toHaveText([
      'Withdraw',
    ]);
    await pageA.screenshot({ path: path.join(dir, 'rescheduling-submitted.png'), fullPage: true });

    const pageB = await pageAs(browser, stack, loginB);
    await pageB.goto(matchPath);
    await expect(pageB.getByTestId('reschedule-label')).toHaveText('Reschedule: Needs approval');
    await expect(pageB.getByTestId('reschedule-proposed')).toHaveText(`Proposed start: ${latest}`);
    await pageB.getByTestId('reschedule-approve').click();
    await expect(pageB.getByTestId('reschedule-label')).toHaveText('Reschedule: Waiting');

    const pageStaff = await pageAs(browser, stack, staff);
    await pageStaff.goto(`${stack.url}/event/${urlId(eventId)}/reports`);
    const item = pageStaff
      .getByTestId('queue-item')
      .filter({ has: pageStaff.getByTestId('queue-item-start') })
      .filter({ hasText: latest });
    await expect(item.getByTestId('queue-item-label')).toHaveText('Needs approval');
    await item.getByTestId('queue-staff-approve').click();
    await expect(item).toHaveCount(0);

    // The match moves, live, on the captain's page.
    await expect(current).toHaveText(`Current start: ${latest}`);
    expect(before).not.toBe(`Current start: ${latest}`);
    await expect(
      pageA.getByTestId('reschedule-history').getByTestId('report-log-entry'),
    ).toHaveCount(4);
    await pageA.screenshot({ path: path.join(dir, 'rescheduling.png'), fullPage: true });
  });

  test('captain A reports, captain B counters, A accepts, staff approve: bracket and standings update live', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(600_000);
    const { loginA, loginB, staff, match, teamA, eventId } = await captainsMatch(stack);
    const organiser = await demoLogin(stack, 'organiser');
    const matchId = String(match['id']);
    const firstTo = Number(match['first_to']);
    const sideA = links(match, 'teams').indexOf(teamA) === 0 ? 0 : 1;
    /** Scores in stored order for "A scored a, B scored b". */
    const scores = (a: number, b: number): [number, number] => (sideA === 0 ? [a, b] : [b, a]);

    // The organiser adds a standings table for the match's group (the demo ranks the groups only).
    const event = await thing(stack, eventId);
    const blocks = JSON.parse(String(event['blocks'])) as { standings?: Rec[] };
    const group = String(match['match_group']);
    blocks.standings = [
      ...(blocks.standings ?? []),
      { key: 'e2e-playoffs', title: `${group} (e2e)`, group },
    ];
    const saved = await stack.action(
      'set-event-settings',
      { eventID: eventId, blocks: JSON.stringify(blocks) },
      organiser.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Visitors watch the bracket and the standings all along.
    const visitor = await browser.newContext({ viewport: DESKTOP });
    const bracket = await visitor.newPage();
    await bracket.goto(`${stack.url}/event/${urlId(eventId)}/bracket`);
    const card = bracket.locator(
      `[data-testid="bracket-card"][data-match-number="${String(match['match_number'])}"]`,
    );
    await expect(card.getByTestId('bracket-team')).toHaveCount(2);
    await expect(card.locator('[data-outcome="win"]')).toHaveCount(0);
    const standings = await visitor.newPage();
    await standings.goto(`${stack.url}/event/${urlId(eventId)}/standings`);
    const table = standings.getByTestId('standings-table').filter({ hasText: `${group} (e2e)` });
    const rowA = table.locator(`[data-testid="standings-row"][data-team-id="${teamA}"]`);
    await expect(table).toBeVisible();
    const rowABefore = (await rowA.count()) > 0 ? await rowA.innerText() : null;

    // 1. Captain A reports: A wins every map.
    const pageA = await pageAs(browser, stack, loginA);
    await pageA.goto(`${stack.url}/match/${urlId(matchId)}/score-reporting`);
    await expect(pageA.getByTestId('score-editor')).toBeVisible();
    await pageA.screenshot({ path: path.join(dir, 'score-reporting-editor.png'), fullPage: true });
    for (let map = 1; map <= firstTo; map += 1) await setMapScores(pageA, map, scores(2, 0));
    await expect(pageA.getByTestId(`editor-score-${sideA + 1}`)).toHaveValue(String(firstTo));
    await confirmReport(pageA, 'score-reporting-confirm');
    await expect(pageA.getByTestId('score-report-label')).toHaveText('Submitted / Waiting');

    // 2. Captain B counters: B took the last map A claimed, A won one more.
    const pageB = await pageAs(browser, stack, loginB);
    await pageB.goto(`${stack.url}/match/${urlId(matchId)}/score-reporting`);
    await expect(pageB.getByTestId('score-report-label')).toHaveText('Needs approval');
    await expect(pageB.getByTestId('score-report-buttons').getByRole('button')).toHaveText([
      'Approve',
      'Counter',
    ]);
    await pageB.getByTestId('score-report-counter').click();
    await expect(pageB.getByTestId('score-editor')).toBeVisible();
    // unchanged, the counter cannot be sent
    await pageB.getByTestId('editor-review').click();
    await expect(pageB.getByTestId('score-confirm-no-changes')).toHaveText(
      'There are no differences to the initial report. You can approve the initial report by cancelling the counter edit.',
    );
    await expect(pageB.getByTestId('score-confirm-submit')).toBeDisabled();
    await pageB.screenshot({ path: path.join(dir, 'score-reporting-no-differences.png') });
    await pageB.getByRole('button', { name: 'Cancel', exact: true }).click();
    await setMapScores(pageB, firstTo, scores(1, 2));
    await setMapScores(pageB, firstTo + 1, scores(2, 0));
    await confirmReport(pageB, 'score-reporting-counter-confirm');
    await expect(pageB.getByTestId('score-report-label')).toHaveText('Submitted / Waiting');

    // 3. Captain A sees the counter live and accepts it.
    await expect(pageA.getByTestId('score-report-label')).toHaveText('Needs approval');
    await expect(pageA.getByTestId('report-diff')).toBeVisible();
    await pageA.screenshot({
      path: path.join(dir, 'score-reporting-countered.png'),
      fullPage: true,
    });
    await pageA.getByTestId('score-report-counter-approve').click();
    await expect(pageA.getByTestId('score-report-label')).toHaveText('Submitted / Waiting');
    await expect(pageA.getByTestId('score-report-label')).toHaveAttribute(
      'title',
      'Waiting for staff approval',
    );

    // 4. Staff approve from the event's queue.
    const pageStaff = await pageAs(browser, stack, staff);
    await pageStaff.goto(`${stack.url}/event/${urlId(eventId)}/reports`);
    const item = pageStaff.locator(
      `[data-testid="queue-item"][data-report-id="${links(await thing(stack, matchId), 'reports')[0] ?? ''}"]`,
    );
    await expect(item.getByTestId('queue-item-label')).toHaveText('Needs approval');
    await pageStaff.screenshot({ path: path.join(dir, 'score-reports-queue.png'), fullPage: true });
    await item.getByTestId('queue-staff-approve').click();
    await expect(item).toHaveCount(0);

    // 5. The result shows live: A won, firstTo – 1.
    await expect(
      card.locator(`[data-testid="bracket-team"][data-team-id="${teamA}"]`),
    ).toHaveAttribute('data-outcome', 'win');
    await expect(card.getByTestId('bracket-score')).toHaveText(
      sideA === 0 ? [String(firstTo), '1'] : ['1', String(firstTo)],
    );
    await expect(rowA).toBeVisible();
    if (rowABefore !== null) await expect(rowA).not.toHaveText(rowABefore);
    await expect(
      pageA.getByTestId('score-report-history').getByTestId('report-log-entry'),
    ).toHaveCount(5);
    await pageA.screenshot({ path: path.join(dir, 'score-reporting-applied.png'), fullPage: true });
    await card.screenshot({ path: path.join(dir, 'score-reports-bracket.png') });

    // 6. The chat was told (RULES b.7, the fake Discord's bot API): the ask to the opponent was posted and then
    // removed, and the public match report names both teams and the winner.
    const nameA = String((await thing(stack, teamA))['name']);
    const nameB = String(
      (await thing(stack, links(match, 'teams').find((t) => t !== teamA) ?? ''))['name'],
    );
    const chat = async () =>
      Object.values(
        (
          (await (await fetch(`${stack.discordUrl}/_fake/messages?format=json`)).json()) as {
            channels: Record<string, { content?: string; deleted_at?: string | null }[]>;
          }
        ).channels,
      ).flat();
    await expect
      .poll(async () =>
        (await chat()).some(
          (m) =>
            !m.deleted_at &&
            (m.content ?? '').includes(`Winner: **${nameA}**`) &&
            (m.content ?? '').includes(nameB),
        ),
      )
      .toBe(true);
    // The asks to the teams: B to approve or counter A's report, then A to accept or reject B's counter.
    const asks = (await chat()).filter((m) =>
      /Please approve or counter it|Accept or reject the counter/.test(m.content ?? ''),
    );
    expect(asks.length, 'both team asks were posted').toBeGreaterThanOrEqual(2);
    expect(
      asks.every((m) => Boolean(m.deleted_at)),
      'every team ask was removed once answered',
    ).toBe(true);
    await table.screenshot({ path: path.join(dir, 'score-reports-standings.png') });
  });
});
