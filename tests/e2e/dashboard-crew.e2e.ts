import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoLogin } from './demo';
import { openDashboard, openModule } from './dashboard-helpers';
import { SCREENSHOT_DIR, broadcastIdOf, openOverlayPage, thingOf } from './overlay-helpers';
import { browserSocketUrls, emitWithAck, openRecordingSocket } from '../stack/stack-helpers.mjs';

/**
 * The dashboard's crew modules in the browser (issue 16 item 2; OVERLAYS §4 Broadcast Roles, Team Comms Listen-In,
 * Customisation, Player Cams) as the demo producer on client prod1, broadcast main: the cam slots filled and saved
 * (set-player-cams) with cams/desk following; a highlight team set and cleared (update-broadcast) with
 * team-image?team=highlight following; comms Team 1 and Off reaching the client room as comms_enable /
 * comms_disable; roles saved with the '{n} relationship(s) added' toast and the observer's camera buttons stored.
 * Every change is undone so the shared demo stays as it was. Axe sweep and screenshots at 1366×768.
 */

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const shot = (target: Page | Locator, file: string) =>
  target.screenshot({ path: path.join(SCREENSHOT_DIR, file) });

/** A stand-in for the VDO.Ninja viewer: the cam overlays' iframes load locally. */
const stubVdoNinja = (page: Page) =>
  page.route('https://vdo.ninja/**', (route: Route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><body style="background:#222">',
    }),
  );

test.describe('dashboard crew modules (OVERLAYS §4)', () => {
  test('player cams, customisation, comms and roles drive the overlays and the match crew', async ({
    browser,
    stack,
  }) => {
    test.setTimeout(120_000);
    const producer = await demoLogin(stack, 'producer');
    const staff = await demoLogin(stack, 'staff');
    const mainId = await broadcastIdOf(stack, 'main');
    const main = await thingOf(stack, mainId);
    const match = await thingOf(stack, ids(main['live_match'])[0]!);
    const matchId = String(match['id']);
    const [team1, team2] = await Promise.all(ids(match['teams']).map((id) => thingOf(stack, id)));
    const before = {
      cams: [ids(main['team_1_player_cams']), ids(main['team_2_player_cams'])],
      highlight: ids(main['highlight_team'])[0] ?? null,
      relationships: ids(match['player_relationships']),
    };
    const token = encodeURIComponent(producer.token);
    const { page, problems } = await openDashboard(browser, stack);
    const toast = (text: string) => page.getByText(text, { exact: true }).first();

    // --- Player Cams: fill every slot, Save, cams/desk follows. ---
    const cams = await openModule(page, 'Player Cams');
    const save = cams.getByTestId('cams-save');
    await expect(save).toHaveAttribute('data-reason', 'Fill every cam slot first');
    const desk = await openOverlayPage(
      browser,
      `${stack.url}/broadcast/main/cams/desk?noAnimate&token=${token}`,
    );
    await stubVdoNinja(desk.page);
    await desk.page.reload();
    await expect(desk.page.getByTestId('cam-iframe')).toHaveCount(
      before.cams[0]!.length + before.cams[1]!.length,
    );
    const chosen: string[][] = [];
    for (const [index, team] of [team1!, team2!].entries()) {
      const roster = ids(team['players']);
      const picks = [
        ...before.cams[index]!,
        ...roster.filter((p) => !before.cams[index]!.includes(p)),
      ].slice(0, 5);
      chosen.push(picks);
      const column = cams.locator(`[data-testid="cam-team"][data-team="${index + 1}"]`);
      for (const player of picks.slice(before.cams[index]!.length))
        await column.locator(`[data-testid="cam-player"][data-player="${player}"]`).click();
      await expect(column.getByTestId('cam-slot').last()).toHaveAttribute('data-player', picks[4]!);
    }
    await expect(save).toBeEnabled();
    await shot(cams, 'dashboard-crew-cams.png');
    await save.click();
    await expect(toast('Player cams saved')).toBeVisible();
    await expect(desk.page.getByTestId('cam-iframe')).toHaveCount(10);
    const restoreCams = await stack.action(
      'set-player-cams',
      { broadcast: mainId, cams: before.cams },
      producer.token,
    );
    expect(restoreCams.status, JSON.stringify(restoreCams.body)).toBe(200);
    await expect(desk.page.getByTestId('cam-iframe')).toHaveCount(4);
    await expect(cams.getByTestId('cam-slot').nth(2)).toHaveAttribute('data-player', '');

    // --- Customisation: Set a highlight team, team-image?team=highlight follows; Clear takes it away. ---
    const custom = await openModule(page, 'Customisation');
    const image = await openOverlayPage(
      browser,
      `${stack.url}/broadcast/main/team-image?noAnimate&team=highlight`,
    );
    const teamRow = custom.locator('[data-testid="customisation-row"][data-field="team"]');
    const pick = String(team2!['id']);
    await teamRow.getByLabel('Highlight team', { exact: true }).selectOption(pick);
    await expect(teamRow.getByText('Changed, not saved yet')).toBeVisible();
    await teamRow.getByTestId('customisation-set').click();
    await expect(toast(`Highlight team set to ${String(team2!['name'])}`)).toBeVisible();
    await expect(image.page.getByTestId('team-image-overlay')).toHaveAttribute('data-team', pick);
    await expect(teamRow).toHaveAttribute('data-value', pick);
    await shot(custom, 'dashboard-crew-customisation.png');
    await teamRow.getByTestId('customisation-clear').click();
    await expect(toast('Highlight team cleared')).toBeVisible();
    await expect(image.page.getByTestId('team-image')).toHaveCount(0);
    await expect(teamRow.getByLabel('Highlight team', { exact: true })).toHaveValue('');
    expect(before.highlight).toBeNull();

    // --- Team Comms Listen-In: Team 1, then Off, reach the client room. ---
    const [url] = await browserSocketUrls(stack.url, 'production');
    const listener = await openRecordingSocket(url);
    const heard: { event: string; payload: unknown }[] = [];
    for (const event of ['comms_enable', 'comms_disable'])
      listener.socket.on(event, (payload: unknown) => heard.push({ event, payload }));
    const received = (event: string) =>
      heard.filter((e) => e.event === event).map((e) => e.payload);
    try {
      expect(await emitWithAck(listener, 'prod-join', 'prod1')).toBe(true);
      const comms = await openModule(page, 'Team Comms Listen-In');
      await comms.getByTestId('comms-1').click();
      await expect(toast('Comms listen-in on Team 1')).toBeVisible();
      await expect.poll(() => received('comms_enable')).toEqual([{ team: 1 }]);
      await expect(comms.getByTestId('comms-1')).toHaveAttribute('aria-pressed', 'true');
      await expect(comms.getByTestId('comms-status')).toHaveText(
        `Listening in on Team 1 (${String(team1!['name'])})`,
      );
      await shot(comms, 'dashboard-crew-comms.png');
      await comms.getByTestId('comms-off').click();
      await expect.poll(() => received('comms_disable').length).toBe(1);
      await expect(comms.getByTestId('comms-off')).toHaveAttribute('aria-pressed', 'true');
      await expect(comms.getByTestId('comms-1')).toHaveAttribute('aria-pressed', 'false');
    } finally {
      listener.socket.close();
    }

    // --- Broadcast Roles: a Lobby Admin and the observer's Team 1 cam button, saved, then undone. ---
    const roles = await openModule(page, 'Broadcast Roles');
    const lobby = roles.locator('[data-testid="role-select"][data-role="Lobby Admin"]');
    await expect(lobby.locator(`option[value="${staff.player_id}"]`)).toHaveCount(1);
    await lobby.selectOption(staff.player_id);
    const observerCam = roles.locator('[data-testid="role-cam"][data-role="Observer"]').first();
    await expect(observerCam).toBeEnabled();
    await observerCam.click();
    await expect(observerCam).toHaveAttribute('aria-pressed', 'true');
    await shot(roles, 'dashboard-crew-roles.png');
    await roles.getByTestId('roles-save').click();
    await expect(toast('1 relationship(s) added')).toBeVisible();
    const observerRel = await (async () => {
      for (const id of before.relationships) {
        const r = await thingOf(stack, id);
        if (r['singular_name'] === 'Observer') return r;
      }
      return null;
    })();
    expect(observerRel?.['client_cams']).toEqual(['Team 1']);
    await expect(lobby).toHaveValue(staff.player_id);

    // The axe sweep with all four modules open, and the whole page.
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'dashboard-crew.png'),
      fullPage: true,
    });

    await lobby.selectOption('');
    await observerCam.click();
    await expect(observerCam).toHaveAttribute('aria-pressed', 'false');
    await roles.getByTestId('roles-save').click();
    await expect(toast('0 relationship(s) added')).toBeVisible();
    await expect
      .poll(async () => ids((await thingOf(stack, matchId))['player_relationships']))
      .toEqual(before.relationships);
    expect((await thingOf(stack, String(observerRel!['id'])))['client_cams']).toEqual([]);

    expect([...problems, ...desk.problems, ...image.problems]).toEqual([]);
  });
});
