import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESK_DISPLAY_MODES } from '@castline/domain';
import {
  CLIENT,
  DASHBOARD_RECORDS,
  EVENT,
  IDS,
  MAIN,
  MATCH,
  okAction,
  openModule,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';
import { getLiveDeskMode } from './desk-display-module.js';
import { toAutoDraftInterval } from './desk-draft-controls.js';

afterEach(() => vi.unstubAllGlobals());

type Records = Record<string, Record<string, unknown>>;

function records(
  main: Record<string, unknown> = {},
  match: Record<string, unknown> = {},
  more: Records = {},
): Records {
  return {
    ...DASHBOARD_RECORDS,
    [IDS.main]: { ...MAIN, notice_text: 'Up next|Grand final at 8 PM', ...main },
    [IDS.match]: { ...MATCH, ...match },
    ...more,
  };
}

/** Renders the dashboard and opens Desk Display. */
async function openDisplay(options: Parameters<typeof renderDashboard>[0] = {}) {
  const view = renderDashboard(options);
  const section = await openModule('Desk Display');
  const editor = await within(section).findByTestId('desk-display');
  return { view, section, editor };
}

const modeButton = (mode: string) =>
  screen.getAllByTestId('desk-mode-button').find((b) => b.getAttribute('data-mode') === mode)!;

describe('Desk Display (broadcast spec §2 "Desk text editor", §4; RULES (g))', () => {
  it('has one button per display mode, the stored one marked as on the desk', async () => {
    await openDisplay({ records: records({ desk_display: 'Notice (Team 1)' }) });
    expect(
      screen.getAllByTestId('desk-mode-button').map((b) => b.getAttribute('data-mode')),
    ).toEqual([...DESK_DISPLAY_MODES]);
    expect(DESK_DISPLAY_MODES).toHaveLength(13);
    expect(modeButton('Notice (Team 1)').getAttribute('data-live')).toBe('true');
    expect(screen.getByTestId('desk-display-live').textContent).toBe('Notice (Team 1)');
    expect(screen.getByText('Team scores')).toBeTruthy();
    expect(screen.getByTestId('desk-display-show').textContent).toBe('Show');
    expect(screen.getByTestId('desk-display-hide').textContent).toBe('Hide');
  });

  it("answers 'You must choose a display mode' to Show with no mode chosen, and sends nothing", async () => {
    const update = okAction();
    await openDisplay({ records: records(), actions: { 'update-broadcast': update } });
    fireEvent.click(screen.getByTestId('desk-display-show'));
    expect((await screen.findByRole('alert')).textContent).toBe('You must choose a display mode');
    // The toast too.
    await waitFor(() =>
      expect(screen.getAllByText('You must choose a display mode')).toHaveLength(2),
    );
    expect(update.bodies).toEqual([]);
    fireEvent.click(modeButton('Maps'));
    expect(screen.queryByTestId('desk-display-error')).toBeNull();
  });

  it("Show stores the chosen mode with the notice text ('Updated desk display'); Match is stored as null", async () => {
    const update = okAction();
    await openDisplay({ records: records(), actions: { 'update-broadcast': update } });
    expect(screen.getByLabelText<HTMLInputElement>('Notice prefix').value).toBe('Up next');
    expect(screen.getByLabelText<HTMLInputElement>('Notice text').value).toBe(
      'Grand final at 8 PM',
    );
    fireEvent.click(modeButton('Scoreboard'));
    expect(modeButton('Scoreboard').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('desk-display-show'));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toEqual({
      broadcast: IDS.main,
      deskDisplayMode: 'Scoreboard',
      deskDisplayText: 'Up next|Grand final at 8 PM',
    });
    expect(await screen.findByText('Updated desk display')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Notice text'), { target: { value: 'Back soon' } });
    fireEvent.click(modeButton('Notice (Event)'));
    fireEvent.click(screen.getByTestId('desk-display-show'));
    await waitFor(() => expect(update.bodies).toHaveLength(2));
    expect(update.bodies[1]).toEqual({
      broadcast: IDS.main,
      deskDisplayMode: 'Notice (Event)',
      deskDisplayText: 'Up next|Back soon',
    });

    fireEvent.click(modeButton('Match'));
    fireEvent.click(screen.getByTestId('desk-display-show'));
    await waitFor(() => expect(update.bodies).toHaveLength(3));
    expect(update.bodies[2]).toMatchObject({ deskDisplayMode: null });
  });

  it("Hide clears the mode ('Updated desk display')", async () => {
    const update = okAction();
    await openDisplay({
      records: records({ desk_display: 'Scoreboard' }),
      actions: { 'update-broadcast': update },
    });
    fireEvent.click(screen.getByTestId('desk-display-hide'));
    await waitFor(() =>
      expect(update.bodies).toEqual([{ broadcast: IDS.main, deskDisplayMode: null }]),
    );
    expect(await screen.findByText('Updated desk display')).toBeTruthy();
  });

  it("'Team scores' fills the notice prefix with '{team 1} {s1}-{s2} {team 2}'", async () => {
    await openDisplay({ records: records({}, { score_1: 1, score_2: 0 }) });
    await waitFor(() =>
      expect(screen.getByTestId('desk-team-scores').getAttribute('data-reason')).toBeNull(),
    );
    fireEvent.click(screen.getByTestId('desk-team-scores'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Notice prefix').value).toBe(
        'Alpha 1-0 Bravo',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Notice text').value).toBe(
      'Grand final at 8 PM',
    );
  });

  it("'Team scores' waits for a live match; nothing is pressable without access to the broadcast", async () => {
    const view = await openDisplay({ records: records({ live_match: [] }) });
    expect(screen.getByTestId('desk-team-scores').getAttribute('data-reason')).toBe(
      'There is no live match',
    );
    view.view.unmount();
    const update = okAction();
    await openDisplay({
      records: records({}, {}, { [IDS.client]: { ...CLIENT, staff: [] } }),
      actions: { 'update-broadcast': update },
    });
    for (const id of ['desk-display-show', 'desk-display-hide', 'desk-team-scores']) {
      expect(screen.getByTestId(id).getAttribute('data-reason')).toBe(
        'You are not linked to this broadcast',
      );
    }
    fireEvent.click(modeButton('Maps'));
    fireEvent.click(screen.getByTestId('desk-display-show'));
    expect(update.bodies).toEqual([]);
  });

  it('follows notice_text changed elsewhere unless the fields were edited', async () => {
    const { view } = await openDisplay({ records: records() });
    act(() =>
      view.socket.fire('data_update', IDS.main, { ...MAIN, notice_text: 'Later|Awards at 9' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Notice prefix').value).toBe('Later'),
    );
    fireEvent.change(screen.getByLabelText('Notice text'), { target: { value: 'Mine' } });
    act(() => view.socket.fire('data_update', IDS.main, { ...MAIN, notice_text: 'X|Theirs' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByLabelText<HTMLInputElement>('Notice text').value).toBe('Mine');
  });

  it('shows no draft controls for a game without them (Overwatch)', async () => {
    await openDisplay({ records: records() });
    expect(screen.queryByTestId('desk-draft-controls')).toBeNull();
  });
});

describe('Desk Display draft controls (OVERLAYS §3, §4; RULES (e), (g))', () => {
  const LOL = records(
    {},
    { game: 'League of Legends' },
    { [IDS.event]: { ...EVENT, game: 'League of Legends' } },
  );

  /** Opens the module on a League of Legends match with the page's socket connected. */
  async function openDraft() {
    const opened = await openDisplay({ records: LOL });
    act(() => opened.view.socket.connect());
    await screen.findByTestId('desk-draft-controls');
    await waitFor(() =>
      expect(screen.getByTestId('desk-draft-advance').getAttribute('data-reason')).toBeNull(),
    );
    return opened;
  }

  /** The prod_trigger emits so far, and a way to answer the last one. */
  const triggers = (socket: { emitsOf(event: string): unknown[][] }) =>
    socket.emitsOf('prod_trigger').map((args) => args[0]);
  const ackLast = (socket: { emitsOf(event: string): unknown[][] }, answer: unknown = true) => {
    const sent = socket.emitsOf('prod_trigger');
    const ack = sent.at(-1)?.at(-1);
    if (typeof ack !== 'function') throw new Error('no ack callback');
    act(() => (ack as (value: unknown) => void)(answer));
  };

  it('sends Reset, Show all and Advance as prod_trigger on the associated socket', async () => {
    const { view } = await openDraft();
    expect(screen.getByTestId('desk-draft-controls').getAttribute('data-total')).toBe('20');
    // The socket is associated with the user's token and has joined the client room.
    expect(view.socket.emitsOf('associate_token')).toContainEqual(['tok']);
    expect(view.socket.emitsOf('prod-join')).toContainEqual(['prod1']);
    const presses: [string, string][] = [
      ['desk-draft-reset', 'reset_draft'],
      ['desk-draft-show-all', 'show_full_draft'],
      ['desk-draft-advance', 'advance_draft'],
    ];
    for (const [testId, trigger] of presses) {
      await waitFor(() =>
        expect(screen.getByTestId(testId).getAttribute('data-reason')).toBeNull(),
      );
      fireEvent.click(screen.getByTestId(testId));
      await waitFor(() =>
        expect(triggers(view.socket).at(-1)).toEqual({ client: 'prod1', trigger }),
      );
      ackLast(view.socket);
    }
    expect(triggers(view.socket)).toHaveLength(3);
  });

  it('toasts the server refusal of a trigger', async () => {
    const { view } = await openDraft();
    fireEvent.click(screen.getByTestId('desk-draft-advance'));
    await waitFor(() => expect(triggers(view.socket)).toHaveLength(1));
    act(() =>
      view.socket.fire('exception', {
        status: 'error',
        message: 'You are not linked to this broadcast',
      }),
    );
    expect(await screen.findByText('You are not linked to this broadcast')).toBeTruthy();
  });

  it("asks 'How many seconds between each pick/ban?', ignores an answer that is not a positive number, and toasts the estimate", async () => {
    const { view } = await openDraft();
    const ask = async (answer: string) => {
      fireEvent.click(screen.getByTestId('desk-draft-auto'));
      const field = await screen.findByLabelText('How many seconds between each pick/ban?');
      fireEvent.change(field, { target: { value: answer } });
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    for (const answer of ['', 'abc', '0', '-3']) await ask(answer);
    expect(triggers(view.socket)).toEqual([]);

    // 20 steps of the League of Legends order at 5 s: 100 s.
    await ask('5');
    await waitFor(() =>
      expect(triggers(view.socket)).toEqual([
        { client: 'prod1', trigger: 'auto_draft', seconds: 5 },
      ]),
    );
    ackLast(view.socket);
    expect(
      await screen.findByText('Starting auto draft with 5s intervals, ~1:40 to completion'),
    ).toBeTruthy();

    // After Show all nothing is left to reveal.
    fireEvent.click(screen.getByTestId('desk-draft-show-all'));
    await waitFor(() => expect(triggers(view.socket)).toHaveLength(2));
    ackLast(view.socket);
    await waitFor(() =>
      expect(screen.getByTestId('desk-draft-auto').getAttribute('data-reason')).toBeNull(),
    );
    await ask('2');
    await waitFor(() => expect(triggers(view.socket)).toHaveLength(3));
    ackLast(view.socket);
    expect(
      await screen.findByText('Starting auto draft with 2s intervals, ~0:00 to completion'),
    ).toBeTruthy();
  });
});

describe('getLiveDeskMode', () => {
  it.each([
    [null, 'Match'],
    ['', 'Match'],
    ['Scoreboard Bans', 'Scoreboard Bans'],
    ['Notice (Team 2)', 'Notice (Team 2)'],
    ['Notice (Sponsor)', null],
    ['Maps (Team 1)', 'Maps'],
  ])('%j → %j', (stored, mode) => {
    expect(getLiveDeskMode(stored)).toBe(mode);
  });
});

describe('toAutoDraftInterval (prod_trigger takes whole seconds)', () => {
  it.each([
    [5, 5],
    [2.5, 3],
    [0.2, 1],
  ])('%d → %d', (seconds, sent) => {
    expect(toAutoDraftInterval(seconds)).toBe(sent);
  });
});
