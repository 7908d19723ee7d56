import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALPHA,
  BRAVO,
  CLIENT,
  DASHBOARD_RECORDS,
  EVENT,
  IDS,
  MAIN,
  MATCH,
  okAction,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  // Toasts live in one store for the whole file: start each test without the previous ones.
  (await import('../../../app/providers/site-notifications.js')).notifications.clean();
});

type Records = Record<string, Record<string, unknown>>;
const withRecords = (patch: Records): Records => {
  const records: Records = { ...DASHBOARD_RECORDS };
  for (const [id, fields] of Object.entries(patch)) records[id] = { ...records[id], ...fields };
  return records;
};

const button = (testId: string) => screen.findByTestId<HTMLButtonElement>(testId);
const reasonOf = async (testId: string) => (await button(testId)).getAttribute('data-reason');
/** The button once its records have loaded and it may be pressed. */
const enabled = async (testId: string) => {
  await waitFor(async () => expect(await reasonOf(testId)).toBeNull());
  return button(testId);
};

describe('broadcast editor: Map Win (broadcast spec §4, §7 multi-map-win)', () => {
  it('shows the teams in overlay order and sends teamNum in stored order with unsetMapAttack', async () => {
    const win = okAction();
    renderDashboard({ actions: { 'multi-map-win': win } });
    const left = await enabled('map-win-left');
    expect(left.textContent).toContain('Map Win Alpha');
    expect((await button('map-win-right')).textContent).toContain('Map Win Bravo');
    expect(left.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+1');
    fireEvent.click(await enabled('map-win-right'));
    expect(await screen.findByText('Score set to 0-1')).toBeTruthy();
    expect(win.bodies).toEqual([{ broadcast: IDS.main, teamNum: 2, unsetMapAttack: true }]);
  });

  it('swaps the sides of a flipped match: the left button is stored team 2', async () => {
    const win = okAction();
    renderDashboard({
      records: withRecords({ [IDS.match]: { flip_teams: true, score_1: 1 } }),
      actions: { 'multi-map-win': win },
    });
    const left = await enabled('map-win-left');
    expect(left.textContent).toContain('Map Win Bravo');
    expect(screen.getByTestId('broadcast-score').textContent).toBe('0 – 1');
    expect(screen.getByTestId('broadcast-flipped')).toBeTruthy();
    fireEvent.click(left);
    expect(await screen.findByText('Score set to 1-1')).toBeTruthy();
    expect(win.bodies).toEqual([{ broadcast: IDS.main, teamNum: 2, unsetMapAttack: true }]);
  });

  it.each<[string, Records, string]>([
    [
      'team 1 reached first_to',
      { [IDS.match]: { score_1: 2 } },
      'The match is decided: a team has reached first to',
    ],
    [
      'team 2 reached first_to',
      { [IDS.match]: { score_2: 2 } },
      'The match is decided: a team has reached first to',
    ],
    ['an unnamed team', { [IDS.bravo]: { name: '  ' } }, 'A team has no name'],
    [
      'the user is not linked to the broadcast',
      { [IDS.client]: { staff: [] } },
      'You are not linked to this broadcast',
    ],
    [
      'the user may not edit the match',
      { [IDS.event]: { staff: [] } },
      "You don't have permission to edit this match",
    ],
  ])('is disabled with its reason when %s', async (_case, patch, reason) => {
    renderDashboard({ records: withRecords(patch) });
    await waitFor(async () => expect(await reasonOf('map-win-left')).toBe(reason));
    expect(await reasonOf('map-win-right')).toBe(reason);
    expect((await button('map-win-left')).disabled).toBe(true);
  });

  it('says so with fewer than two teams (no Map Win buttons)', async () => {
    renderDashboard({ records: withRecords({ [IDS.match]: { teams: [IDS.alpha] } }) });
    await waitFor(() =>
      expect(screen.getByTestId('broadcast-no-teams').textContent).toBe(
        'The live match needs two teams',
      ),
    );
    expect(screen.queryByTestId('map-win-left')).toBeNull();
  });

  it('is disabled while a flip is in flight, and flip while a win is', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchGate = vi.fn();
    renderDashboard({
      actions: {
        'toggle-flip-teams': (body) => {
          fetchGate(body);
          return { body: { error: false, data: null } };
        },
      },
    });
    // Hold the flip's answer: the action client awaits fetch, so wrap the stubbed fetch once it exists.
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/actions/toggle-flip-teams') await held;
        return stubbed(url, init);
      }),
    );
    await enabled('map-win-left');
    fireEvent.click(await enabled('flip-teams'));
    await waitFor(async () =>
      expect(await reasonOf('map-win-left')).toBe('Waiting for the flip or map win to finish…'),
    );
    expect((await button('map-win-right')).disabled).toBe(true);
    act(() => release());
    expect(await screen.findByText('Teams flipped')).toBeTruthy();
    await waitFor(async () => expect(await reasonOf('map-win-left')).toBeNull());
    expect(fetchGate).toHaveBeenCalledWith({ broadcast: IDS.main });
  });

  it('disables flip teams with its reason without match-edit rights', async () => {
    renderDashboard({ records: withRecords({ [IDS.event]: { staff: [] } }) });
    await waitFor(async () =>
      expect(await reasonOf('flip-teams')).toBe("You don't have permission to edit this match"),
    );
    // Map attack needs broadcast access only.
    expect(await reasonOf('map-attack-cycle')).toBeNull();
  });
});

describe('broadcast editor: map attack and toggles (broadcast spec §4, update-broadcast)', () => {
  it.each<[string | null, string, string | null]>([
    [null, 'map-attack-cycle', 'Right'],
    ['Right', 'map-attack-cycle', 'Left'],
    ['Left', 'map-attack-cycle', null],
    ['Both', 'map-attack-cycle', null],
    [null, 'map-attack-left', 'Left'],
    ['Left', 'map-attack-left', null],
    ['Left', 'map-attack-both', 'Both'],
    ['Both', 'map-attack-both', null],
    ['Right', 'map-attack-right', null],
  ])('from %s, %s sends mapAttack %s', async (current, testId, next) => {
    const update = okAction();
    renderDashboard({
      records: withRecords({ [IDS.main]: { map_attack: current } }),
      actions: { 'update-broadcast': update },
    });
    fireEvent.click(await button(testId));
    expect(
      await screen.findByText(next ? `Map attack set to ${next}` : 'Map attack cleared'),
    ).toBeTruthy();
    expect(update.bodies).toEqual([{ broadcast: IDS.main, mapAttack: next }]);
  });

  it('toggles show-live-match and advertise', async () => {
    const update = okAction();
    renderDashboard({
      records: withRecords({ [IDS.main]: { show_live_match: true, advertise: false } }),
      actions: { 'update-broadcast': update },
    });
    const show = await button('toggle-show-live-match');
    expect(show.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    expect(await screen.findByText('Show live match off')).toBeTruthy();
    fireEvent.click(await button('toggle-advertise'));
    expect(await screen.findByText('Advertise on')).toBeTruthy();
    expect(update.bodies).toEqual([
      { broadcast: IDS.main, showLiveMatch: false },
      { broadcast: IDS.main, advertise: true },
    ]);
  });

  it('disables the broadcast controls without broadcast access', async () => {
    renderDashboard({ records: withRecords({ [IDS.client]: { ...CLIENT, staff: [] } }) });
    for (const id of [
      'map-attack-cycle',
      'toggle-advertise',
      'open-break-modal',
      'open-observer-modal',
    ]) {
      await waitFor(async () =>
        expect(await reasonOf(id)).toBe('You are not linked to this broadcast'),
      );
    }
  });
});

const openBreakModal = async (tab?: string) => {
  fireEvent.click(await button('open-break-modal'));
  const modal = await screen.findByTestId('break-modal');
  if (tab) fireEvent.click(within(modal).getByRole('tab', { name: tab }));
  return modal;
};

describe('break display settings modal (RULES (f))', () => {
  it('sets a countdown from now with the quick buttons, and clears it', async () => {
    const update = okAction();
    renderDashboard({
      records: withRecords({ [IDS.main]: { countdown_end: '2026-01-01T00:00:00.000Z' } }),
      actions: { 'update-broadcast': update },
    });
    await openBreakModal();
    const before = Date.now();
    fireEvent.click(await button('countdown-quick-5:00'));
    await screen.findByText(/^Countdown set to end at /);
    const sent = update.bodies[0] as { countdownEnd: number };
    expect(sent.countdownEnd).toBeGreaterThanOrEqual(before + 300_000);
    expect(sent.countdownEnd).toBeLessThanOrEqual(Date.now() + 300_000);
    fireEvent.click(await button('countdown-clear'));
    expect(await screen.findByText('Countdown cleared')).toBeTruthy();
    expect(update.bodies[1]).toEqual({ broadcast: IDS.main, countdownEnd: null });
    expect(screen.getByTestId('countdown-quick-3:00')).toBeTruthy();
    expect(screen.getByTestId('countdown-quick-10:00')).toBeTruthy();
  });

  it('offers the match-start offsets only when the live match starts more than 2 minutes ahead', async () => {
    const start = Date.now() + 60 * 60_000;
    const update = okAction();
    const view = renderDashboard({
      records: withRecords({ [IDS.match]: { start: new Date(start).toISOString() } }),
      actions: { 'update-broadcast': update },
    });
    await openBreakModal();
    const offsets = await screen.findByTestId('countdown-offsets');
    expect(
      within(offsets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['-5:00', '-2:00', 'Start', '+2:00', '+5:00']);
    fireEvent.click(await button('countdown-offset--5:00'));
    await waitFor(() =>
      expect(update.bodies).toEqual([{ broadcast: IDS.main, countdownEnd: start - 300_000 }]),
    );
    view.unmount();

    renderDashboard({
      records: withRecords({ [IDS.match]: { start: new Date(Date.now() + 90_000).toISOString() } }),
    });
    await openBreakModal();
    expect(await screen.findByTestId('countdown-offsets-hidden')).toBeTruthy();
    expect(screen.queryByTestId('countdown-offsets')).toBeNull();
  });

  it("disables 'Set time' at zero and sets a custom duration", async () => {
    const update = okAction();
    renderDashboard({ actions: { 'update-broadcast': update } });
    await openBreakModal();
    const set = await button('countdown-set-time');
    expect(set.disabled).toBe(true);
    expect(set.getAttribute('data-reason')).toBe(
      'Enter a duration above zero (minutes and seconds 0–59)',
    );
    fireEvent.change(screen.getByTestId('countdown-minutes'), { target: { value: '0' } });
    expect(set.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('countdown-minutes'), { target: { value: '60' } });
    expect(set.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('countdown-minutes'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('countdown-seconds'), { target: { value: '30' } });
    expect(set.disabled).toBe(false);
    const before = Date.now();
    fireEvent.click(set);
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    const sent = update.bodies[0] as { countdownEnd: number };
    expect(sent.countdownEnd - before).toBeGreaterThanOrEqual(150_000);
    expect(sent.countdownEnd - before).toBeLessThan(155_000);
  });

  it('sets quick titles and a free title with the spec toast', async () => {
    const update = okAction();
    renderDashboard({ actions: { 'update-broadcast': update } });
    await openBreakModal('Text');
    fireEvent.click(await button('break-title-Be Right Back'));
    expect(await screen.findByText('Break title set to Be Right Back')).toBeTruthy();
    expect((await button('break-title-set')).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('break-title-input'), {
      target: { value: 'Grand final next' },
    });
    fireEvent.click(await button('break-title-set'));
    expect(await screen.findByText('Break title set to Grand final next')).toBeTruthy();
    expect(update.bodies).toEqual([
      { broadcast: IDS.main, title: 'Be Right Back' },
      { broadcast: IDS.main, title: 'Grand final next' },
    ]);
  });

  it('applies the presets: Start of stream and End of stream', async () => {
    const update = okAction();
    const display = okAction();
    renderDashboard({
      actions: { 'update-broadcast': update, 'update-break-display': display },
    });
    await openBreakModal('Text');
    // 'Start of stream' takes the title from the event: it waits for the event record.
    fireEvent.click(await enabled('break-preset-Start of stream'));
    expect(await screen.findByText('Break display set to Automated')).toBeTruthy();
    fireEvent.click(await enabled('break-preset-End of stream'));
    expect(await screen.findByText('Break display set to Staff')).toBeTruthy();
    expect(update.bodies).toEqual([
      { broadcast: IDS.main, title: EVENT.short },
      { broadcast: IDS.main, title: 'Thanks for watching!', countdownEnd: null },
    ]);
    expect(display.bodies).toEqual([
      { broadcast: IDS.main, option: 'Automated' },
      { broadcast: IDS.main, option: 'Staff' },
    ]);
    expect(screen.getByText('Break title set to Thanks for watching!')).toBeTruthy();
  });

  it('sets one of the 10 display values', async () => {
    const display = okAction();
    renderDashboard({
      records: withRecords({ [IDS.main]: { break_display: 'Schedule' } }),
      actions: { 'update-break-display': display },
    });
    const modal = await openBreakModal('Display');
    const values = within(modal).getAllByRole('button', { pressed: false }).length;
    expect(values).toBe(9);
    expect((await button('break-display-Schedule')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await button('break-display-Other Streams'));
    expect(await screen.findByText('Break display set to Other Streams')).toBeTruthy();
    expect(display.bodies).toEqual([{ broadcast: IDS.main, option: 'Other Streams' }]);
  });

  it('edits the automation: rotation in order, the two ending settings exclusive', async () => {
    const automation = okAction();
    renderDashboard({
      records: withRecords({
        [IDS.main]: { break_automation: ['use: Schedule', 'setting: Always do 30s Matchup'] },
      }),
      actions: { 'update-break-automation': automation },
    });
    await openBreakModal('Automation');
    const save = await button('break-automation-save');
    expect(save.getAttribute('data-reason')).toBe('No changes to save');
    const matchup = screen.getByRole<HTMLInputElement>('radio', {
      name: 'Always do 30s Matchup',
    });
    expect(matchup.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Always do 30s Schedule' }));
    expect(matchup.checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bracket' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schedule' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schedule' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Break automation updated')).toBeTruthy();
    expect(automation.bodies).toEqual([
      {
        broadcast: IDS.main,
        options: ['setting: Always do 30s Schedule', 'use: Bracket', 'use: Schedule'],
      },
    ]);
  });

  it('refuses to save both ending settings (stored by an older client) until one is chosen', async () => {
    renderDashboard({
      records: withRecords({
        [IDS.main]: {
          break_display: 'Staff',
          break_automation: ['setting: Always do 30s Matchup', 'setting: Always do 30s Schedule'],
        },
      }),
    });
    await openBreakModal('Automation');
    expect(await reasonOf('break-automation-save')).toBe(
      'Choose only one of the 30 s ending settings',
    );
    expect(screen.getByTestId('break-automation-inactive').textContent).toContain('now: Staff');
    fireEvent.click(screen.getByRole('radio', { name: 'Keep rotating' }));
    expect(await reasonOf('break-automation-save')).toBeNull();
  });
});

describe('observer settings modal (broadcast spec §4)', () => {
  it('toggles each setting at once', async () => {
    const observer = okAction();
    renderDashboard({
      records: withRecords({ [IDS.main]: { observer_settings: ['Show overlay'] } }),
      actions: { 'set-observer-setting': observer },
    });
    fireEvent.click(await button('open-observer-modal'));
    await screen.findByTestId('observer-modal');
    const overlay = screen.getByRole<HTMLInputElement>('switch', { name: 'Show overlay' });
    expect(overlay.checked).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Show syncer' }));
    expect(await screen.findByText('Show syncer on')).toBeTruthy();
    fireEvent.click(overlay);
    expect(await screen.findByText('Show overlay off')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Use basic overlay' }));
    await waitFor(() => expect(observer.bodies).toHaveLength(3));
    expect(observer.bodies).toEqual([
      { broadcast: IDS.main, setting: 'Show syncer', value: true },
      { broadcast: IDS.main, setting: 'Show overlay', value: false },
      { broadcast: IDS.main, setting: 'Use basic overlay', value: true },
    ]);
  });
});

describe('keyboard shortcuts and their cheat sheet', () => {
  const alt = (code: string) => ({ code, key: code.slice(-1), altKey: true, shiftKey: true });

  it('presses Map Win and flip, and opens the break modal and the cheat sheet', async () => {
    const win = okAction();
    const flip = okAction();
    renderDashboard({ actions: { 'multi-map-win': win, 'toggle-flip-teams': flip } });
    await enabled('map-win-left');
    fireEvent.keyDown(document.body, alt('Digit1'));
    expect(await screen.findByText('Score set to 1-0')).toBeTruthy();
    await enabled('map-win-left');
    fireEvent.keyDown(document.body, alt('Digit2'));
    await waitFor(() => expect(win.bodies).toHaveLength(2));
    expect(win.bodies[1]).toEqual({ broadcast: IDS.main, teamNum: 2, unsetMapAttack: true });
    await enabled('flip-teams');
    fireEvent.keyDown(document.body, alt('KeyF'));
    await waitFor(() => expect(flip.bodies).toEqual([{ broadcast: IDS.main }]));
    fireEvent.keyDown(document.body, alt('KeyB'));
    expect(await screen.findByTestId('break-modal')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('break-modal')).toBeNull());
    fireEvent.keyDown(document.body, { key: '?', code: 'Slash', shiftKey: true });
    const sheet = await screen.findByTestId('shortcuts-sheet');
    for (const keys of ['Alt', '1', '2', 'F', 'B', '?'])
      expect(within(sheet).getAllByText(keys).length).toBeGreaterThan(0);
    expect(sheet.textContent).toContain('Map Win for the team on the left');
  });

  it('opens the cheat sheet from its button; the buttons carry aria-keyshortcuts', async () => {
    renderDashboard();
    expect((await button('flip-teams')).getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+F');
    expect((await button('map-win-right')).getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+2');
    expect((await button('open-break-modal')).getAttribute('aria-keyshortcuts')).toBe(
      'Alt+Shift+B',
    );
    fireEvent.click(await button('broadcast-shortcuts-button'));
    expect(await screen.findByTestId('shortcuts-sheet')).toBeTruthy();
  });

  it('ignores the shortcuts while typing in a field', async () => {
    const win = okAction();
    renderDashboard({ actions: { 'multi-map-win': win } });
    await enabled('map-win-left');
    const input = document.createElement('input');
    const area = document.createElement('div');
    area.setAttribute('contenteditable', 'true');
    document.body.append(input, area);
    try {
      fireEvent.keyDown(input, alt('Digit1'));
      fireEvent.keyDown(area, alt('Digit1'));
      fireEvent.keyDown(input, { key: '?', code: 'Slash', shiftKey: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win.bodies).toEqual([]);
      expect(screen.queryByTestId('shortcuts-sheet')).toBeNull();
    } finally {
      input.remove();
      area.remove();
    }
  });

  it('refuses a shortcut whose button is disabled, with the reason', async () => {
    const win = okAction();
    renderDashboard({
      records: withRecords({ [IDS.match]: { score_1: MATCH.first_to } }),
      actions: { 'multi-map-win': win },
    });
    await waitFor(async () =>
      expect(await reasonOf('map-win-left')).toBe(
        'The match is decided: a team has reached first to',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('map-win-left').textContent).toBe(`Map Win ${ALPHA.name}`),
    );
    fireEvent.keyDown(document.body, alt('Digit1'));
    expect(
      await screen.findByText(
        `Map Win ${ALPHA.name}: The match is decided: a team has reached first to`,
      ),
    ).toBeTruthy();
    expect(win.bodies).toEqual([]);
    expect(BRAVO.name).toBe('Bravo');
    expect(MAIN.key).toBe('main');
  });
});
