import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_RECORDS,
  EVENT,
  IDS,
  MAIN,
  MATCH,
  okAction,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';

configure({ asyncUtilTimeout: 5000 });
// Mantine's combobox scrolls the selected option into view; jsdom does not implement it.
Element.prototype.scrollIntoView = () => undefined;
afterEach(() => vi.unstubAllGlobals());

const MAP_DATA = {
  busan: 'recMAPDATABUSAN01',
  ilios: 'recMAPDATAILIOS01',
} as const;
const PLAYER = 'recPLAYERALPHA001';
const OTHER_MATCH = 'recMATCHLIVE00002';

/** The fixture records plus the live match's two map entries, two maps of the game and a roster player. */
function records(
  patch: {
    readonly event?: Record<string, unknown>;
    readonly match?: Record<string, unknown>;
  } = {},
): Record<string, Record<string, unknown>> {
  return {
    ...DASHBOARD_RECORDS,
    [IDS.event]: { ...EVENT, map_pool: [MAP_DATA.busan, MAP_DATA.ilios], ...patch.event },
    [IDS.match]: { ...MATCH, ...patch.match },
    [IDS.alpha]: { ...DASHBOARD_RECORDS[IDS.alpha], players: [PLAYER] },
    [PLAYER]: { id: PLAYER, __kind: 'player', name: 'Ana Alpha' },
    [IDS.map1]: { id: IDS.map1, __kind: 'map', map: [MAP_DATA.busan], number: 1 },
    [IDS.map2]: { id: IDS.map2, __kind: 'map', map: [], number: 2 },
    [MAP_DATA.busan]: { id: MAP_DATA.busan, __kind: 'map_data', name: 'Busan', type: 'Control' },
    [MAP_DATA.ilios]: { id: MAP_DATA.ilios, __kind: 'map_data', name: 'Ilios', type: 'Control' },
    [OTHER_MATCH]: { ...MATCH, id: OTHER_MATCH, score_1: 1, score_2: 1, maps: [] },
  };
}

/** Opens a Mantine select and answers its options (the listbox the input controls). */
async function openOptions(testId: string): Promise<HTMLElement[]> {
  const input = screen.getByTestId(testId);
  fireEvent.click(input);
  let options: HTMLElement[] = [];
  await waitFor(() => {
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error(`${testId} controls no listbox`);
    options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.length).toBeGreaterThan(0);
  });
  return options;
}
const choose = async (testId: string, label: string) => {
  const option = (await openOptions(testId)).find((o) => o.textContent === label);
  if (!option) throw new Error(`${testId} has no option ${label}`);
  fireEvent.click(option);
};
const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const save = () => screen.getByTestId<HTMLButtonElement>('match-editor-save');
const actionsSent = (view: ReturnType<typeof renderDashboard>) =>
  view.requests.filter((r) => r.url.startsWith('/actions/')).map((r) => r.url.slice(9));

async function openEditor(options: Parameters<typeof renderDashboard>[0] = {}) {
  const view = renderDashboard({ records: records(), ...options });
  // the editor is a lazy chunk: its first import may take a while on a busy machine
  await screen.findByTestId('match-editor', {}, { timeout: 20_000 });
  await waitFor(() => expect(input('editor-map-1-map').value).toBe('Busan'));
  return view;
}

describe('Match Editor (broadcast spec §2 "Match editor", §4, §5, §7, §8)', () => {
  it('shows the scores, at least the minimum map rows and Match Details; Save waits for a change', async () => {
    await openEditor();
    expect(input('match-editor-score-1').value).toBe('0');
    // first_to 2, undecided: max(0, 0, 2, 2 unbanned) + 1 = 3 rows
    expect(screen.getAllByTestId('editor-map')).toHaveLength(3);
    expect(save().disabled).toBe(true);
    expect(save().getAttribute('data-reason')).toBe('Nothing to save yet');
    fireEvent.click(screen.getByTestId('match-editor-add-map'));
    expect(screen.getAllByTestId('editor-map')).toHaveLength(4);
    expect(screen.getByTestId('match-start-current').textContent).not.toBe('No start time set');
  });

  it('is disabled with the reason without match-edit rights', async () => {
    await openEditor({ records: records({ event: { staff: [] } }) });
    expect(screen.getByTestId('match-editor-reason').textContent).toBe(
      "You don't have permission to edit this match",
    );
    expect(save().disabled).toBe(true);
    expect(save().getAttribute('data-reason')).toBe("You don't have permission to edit this match");
    expect(input('match-editor-score-1').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('match-start-change').disabled).toBe(true);
  });

  it('sends the scores first, then the maps, with the spec toasts; a map winner sets the next picker', async () => {
    const matchData = okAction();
    const mapData = okAction();
    const view = await openEditor({
      actions: { 'update-match-data': matchData, 'update-map-data': mapData },
    });
    await choose('editor-map-1-winner', 'Alpha');
    // the map win makes the match score 1-0 and (assume loser picks) Bravo picks map 2
    await waitFor(() => expect(input('match-editor-score-1').value).toBe('1'));
    expect(input('editor-map-2-picker').value).toBe('Bravo');
    await choose('editor-map-2-map', 'Ilios');
    expect(screen.getByTestId('match-editor-unsaved')).toBeTruthy();
    fireEvent.click(save());
    expect(await screen.findByText('Score set to 1-0')).toBeTruthy();
    expect(await screen.findByText('Map data saved')).toBeTruthy();
    expect(actionsSent(view)).toEqual(['update-match-data', 'update-map-data']);
    expect(matchData.bodies).toEqual([
      { matchID: IDS.match, updatedData: { score_1: 1, score_2: 0 } },
    ]);
    const sent = mapData.bodies[0] as { mapData: Record<string, unknown>[] };
    expect(sent.mapData.map((m) => [m.id, m.map, m.winner, m.picker])).toEqual([
      [IDS.map1, MAP_DATA.busan, IDS.alpha, null],
      [IDS.map2, MAP_DATA.ilios, null, IDS.bravo],
    ]);
  });

  it('skips the score call when only the maps change', async () => {
    const view = await openEditor({
      actions: { 'update-match-data': okAction(), 'update-map-data': okAction() },
    });
    fireEvent.change(input('editor-map-1-replay'), { target: { value: 'abc123' } });
    fireEvent.click(save());
    expect(await screen.findByText('Map data saved')).toBeTruthy();
    expect(actionsSent(view)).toEqual(['update-map-data']);
  });

  it('checks the match scores and the VOD fields, and saves the details with their toast', async () => {
    const matchData = okAction();
    await openEditor({ actions: { 'update-match-data': matchData } });
    fireEvent.change(input('match-editor-score-1'), { target: { value: '2' } });
    fireEvent.change(input('match-editor-score-2'), { target: { value: '2' } });
    expect(
      (await screen.findAllByText('Both teams cannot have won the match')).length,
    ).toBeGreaterThan(0);
    expect(save().disabled).toBe(true);
    fireEvent.change(input('match-editor-score-2'), { target: { value: '0' } });
    fireEvent.change(input('match-editor-score-1'), { target: { value: '0' } });

    fireEvent.change(input('match-editor-vod'), { target: { value: 'youtu.be/x' } });
    expect((await screen.findAllByText('VOD fields must be URLs')).length).toBeGreaterThan(0);
    expect(save().getAttribute('data-reason')).toBe('VOD fields must be URLs');
    fireEvent.change(input('match-editor-vod'), { target: { value: 'https://youtu.be/x' } });
    fireEvent.change(input('match-editor-custom-name'), { target: { value: 'Grand final' } });
    await choose('match-editor-mvp', 'Ana Alpha');
    fireEvent.click(screen.getByTestId('match-editor-special-event'));
    fireEvent.click(save());
    expect(await screen.findByText('Map details saved')).toBeTruthy();
    expect(matchData.bodies).toEqual([
      {
        matchID: IDS.match,
        updatedData: {
          vod: 'https://youtu.be/x',
          special_event: true,
          custom_name: 'Grand final',
          mvpPlayerID: PLAYER,
        },
      },
    ]);
  });

  it('auto-selects the only available map', async () => {
    const mapData = okAction();
    await openEditor({
      records: {
        ...records({ event: { map_pool: [MAP_DATA.busan] } }),
      },
      actions: { 'update-match-data': okAction(), 'update-map-data': mapData },
    });
    expect(input('editor-map-2-map').value).toBe('');
    await choose('editor-map-2-winner', 'Bravo');
    await waitFor(() => expect(input('editor-map-2-map').value).toBe('Busan'));
    // map 3 got its picker (assume loser picks), so it is a map too; the spare row 4 stays empty
    expect(input('editor-map-3-map').value).toBe('Busan');
    expect(input('editor-map-4-map').value).toBe('');
  });

  it('resets when the live match changes', async () => {
    const view = await openEditor();
    fireEvent.change(input('match-editor-score-1'), { target: { value: '2' } });
    expect(input('match-editor-score-1').value).toBe('2');
    act(() => view.socket.fire('data_update', IDS.main, { ...MAIN, live_match: [OTHER_MATCH] }));
    await waitFor(() =>
      expect(screen.getByTestId('match-editor').getAttribute('data-match')).toBe(OTHER_MATCH),
    );
    expect(input('match-editor-score-1').value).toBe('1');
    expect(screen.queryByTestId('match-editor-unsaved')).toBeNull();
  });

  describe('the date editor (broadcast §5)', () => {
    const windowed = (event: Record<string, unknown> = {}) =>
      records({
        event,
        match: {
          start: '2026-11-27T20:00:00.000Z',
          earliest_start: '2026-11-27T18:00:00.000Z',
          latest_start: '2026-11-27T22:00:00.000Z',
        },
      });

    it("keeps the start in its window, 300 s steps, 'Set to earliest' / 'Set to latest'", async () => {
      const matchData = okAction();
      await openEditor({ records: windowed(), actions: { 'update-match-data': matchData } });
      fireEvent.click(screen.getByTestId('match-start-change'));
      const start = input('match-start-input');
      expect(start.step).toBe('300');
      const ok = screen.getByTestId<HTMLButtonElement>('match-start-ok');
      expect(ok.disabled).toBe(true); // unchanged
      fireEvent.change(start, { target: { value: '2026-11-28T10:00' } });
      expect((await screen.findByText(/^This match must start between /)).textContent).toMatch(
        / and /,
      );
      expect(ok.disabled).toBe(true);
      fireEvent.click(screen.getByTestId('match-start-latest'));
      await waitFor(() => expect(ok.disabled).toBe(false));
      fireEvent.click(screen.getByTestId('match-start-earliest'));
      await waitFor(() => expect(ok.disabled).toBe(false));
      fireEvent.click(ok);
      expect(await screen.findByText(/^Set match start to /)).toBeTruthy();
      expect(matchData.bodies).toEqual([
        { matchID: IDS.match, updatedData: { start: '2026-11-27T18:00:00.000Z' } },
      ]);
      // the event has no matchTimeChanges channel (announces_time_changes false): no reschedule prompt
      expect(screen.queryByTestId('match-editor-reschedule')).toBeNull();
    });

    it('names the single bound: at or after / at or before', async () => {
      await openEditor({
        records: records({
          match: { earliest_start: '2026-11-27T18:00:00.000Z' },
        }),
      });
      fireEvent.click(screen.getByTestId('match-start-change'));
      fireEvent.change(input('match-start-input'), { target: { value: '2026-11-20T10:00' } });
      expect(await screen.findByText(/^This match must start at or after /)).toBeTruthy();
    });

    it('offers the reschedule message after a start change when the event posts time changes', async () => {
      const send = okAction();
      await openEditor({
        records: windowed({
          announces_time_changes: true,
        }),
        actions: { 'update-match-data': okAction(), 'send-reschedule-message': send },
      });
      fireEvent.click(screen.getByTestId('match-start-change'));
      fireEvent.click(screen.getByTestId('match-start-latest'));
      fireEvent.click(screen.getByTestId('match-start-ok'));
      expect(await screen.findByTestId('match-editor-reschedule')).toBeTruthy();
      fireEvent.click(screen.getByTestId('match-editor-reschedule-send'));
      expect(await screen.findByText('Reschedule message sent to Discord')).toBeTruthy();
      expect(send.bodies).toEqual([{ matchID: IDS.match, newTime: '2026-11-27T22:00:00.000Z' }]);
      await waitFor(() => expect(screen.queryByTestId('match-editor-reschedule')).toBeNull());
    });
  });

  it('flags a hero listed twice in one list', async () => {
    await openEditor({
      records: {
        ...records(),
        [IDS.map1]: {
          id: IDS.map1,
          __kind: 'map',
          map: [MAP_DATA.busan],
          team_1_bans: ['recHEROANA0000001', 'recHEROANA0000001'],
        },
      },
    });
    // the setting's default 'order' hides hero lists; 'Inline' shows them in the map rows
    expect(screen.queryByTestId('editor-map-1-team_1_bans')).toBeNull();
    fireEvent.click(screen.getByLabelText('Inline'));
    expect(await screen.findByText('A hero is listed more than once')).toBeTruthy();
  });
});
