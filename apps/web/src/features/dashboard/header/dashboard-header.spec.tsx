import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT,
  DASHBOARD_RECORDS,
  EVENT,
  IDS,
  MAIN,
  MATCH,
  okAction,
  renderDashboard,
} from '../testing/dashboard-fixtures.js';
import { pickSceneChange, readSceneChange } from './dashboard-production.js';
import { getThumbnailSides } from './header-thumbnails.js';
import { describeStreamOutput } from './streams-modal.js';

afterEach(() => vi.unstubAllGlobals());

// The header alone: the other modules are other specs' business (and keep this one fast).
vi.mock('../broadcast-editor/broadcast-editor.js', () => ({ BroadcastEditor: () => null }));
vi.mock('../match-editor/match-editor-module.js', () => ({ MatchEditorModule: () => null }));
vi.mock('../desk/desk-guests-module.js', () => ({ DeskGuestsModule: () => null }));
vi.mock('../desk/desk-display-module.js', () => ({ DeskDisplayModule: () => null }));
vi.mock('../gfx/gfx-module.js', () => ({ GfxModule: () => null }));
vi.mock('../brackets/bracket-implications-module.js', () => ({
  BracketImplicationsModule: () => null,
}));
vi.mock('../brackets/bracket-module.js', () => ({ BracketModule: () => null }));
vi.mock('../schedule/schedule-module.js', () => ({ ScheduleModule: () => null }));
vi.mock('../roles/broadcast-roles-module.js', () => ({ BroadcastRolesModule: () => null }));
vi.mock('../comms/team-comms-module.js', () => ({ TeamCommsModule: () => null }));
vi.mock('../customisation/customisation-module.js', () => ({ CustomisationModule: () => null }));
vi.mock('../cams/player-cams-module.js', () => ({ PlayerCamsModule: () => null }));

const switcher = () => screen.findByTestId<HTMLSelectElement>('broadcast-switcher');

/** Holds the answers of one action until `release()` (to see the switcher while its press is in flight). */
function holdAction(view: ReturnType<typeof renderDashboard>, name: string) {
  const original = view.fetch.getMockImplementation()!;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  view.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === `/actions/${name}`) await gate;
    return original(url, init);
  });
  return () => release();
}

const scenePayload = (broadcastKey: string | null, preview: string, program: string) => ({
  emitSource: 'Producer PC',
  broadcastKey,
  clientSource: 'PROD1',
  previewScene: preview,
  programScene: program,
  tally: [],
});

describe('dashboard header: broadcast switcher (set-active-broadcast)', () => {
  it("lists the client's broadcasts with the active one chosen, sends {client: 'self', broadcast}, and re-points with the client record", async () => {
    const action = okAction();
    const view = renderDashboard({ actions: { 'set-active-broadcast': action } });
    const select = await switcher();
    expect(select.value).toBe(IDS.main);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Main stage (main)',
      'Second stage (second)',
    ]);
    fireEvent.change(select, { target: { value: IDS.second } });
    await waitFor(() => expect(action.bodies).toEqual([{ client: 'self', broadcast: IDS.second }]));
    expect(await screen.findByText('Switched to Second stage')).toBeTruthy();
    // The server moved 'second' first: the client record's data_update re-points the dashboard.
    act(() =>
      view.socket.fire('data_update', IDS.client, { ...CLIENT, broadcast: [IDS.second, IDS.main] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('dashboard').getAttribute('data-broadcast')).toBe('second'),
    );
    expect((await switcher()).value).toBe(IDS.second);
    expect(screen.getByTestId('broadcast-switcher').getAttribute('data-active')).toBe('second');
  });

  it('is disabled (busy) while the switch is in flight and sends one action', async () => {
    const action = okAction();
    const view = renderDashboard({ actions: { 'set-active-broadcast': action } });
    const select = await switcher();
    const release = holdAction(view, 'set-active-broadcast');
    fireEvent.change(select, { target: { value: IDS.second } });
    await waitFor(() => expect(select.disabled).toBe(true));
    expect(select.getAttribute('aria-busy')).toBe('true');
    // The choice shows while it is on its way.
    expect(select.value).toBe(IDS.second);
    fireEvent.change(select, { target: { value: IDS.main } });
    release();
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(action.bodies).toHaveLength(1);
  });

  it("shows the server's refusal and the active broadcast again", async () => {
    renderDashboard({
      actions: {
        'set-active-broadcast': () => ({
          body: { error: true, errorMessage: 'You are not linked to this broadcast' },
        }),
      },
    });
    const select = await switcher();
    fireEvent.change(select, { target: { value: IDS.second } });
    expect(await screen.findByText('You are not linked to this broadcast')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe(IDS.main));
    expect(select.disabled).toBe(false);
  });
});

describe('dashboard header: thumbnails', () => {
  it('links the live match to /detailed/{id} with both teams and the score, and the event to its page', async () => {
    renderDashboard({
      records: { ...DASHBOARD_RECORDS, [IDS.match]: { ...MATCH, score_1: 1, score_2: 0 } },
    });
    const thumb = await screen.findByTestId('live-match-thumbnail');
    expect(thumb.getAttribute('href')).toBe('/detailed/MATCHLIVE00001');
    await waitFor(() =>
      expect(
        within(thumb)
          .getAllByTestId('live-match-team')
          .map((t) => t.textContent),
      ).toEqual(['ALPAlpha', 'BRVBravo']),
    );
    expect(within(thumb).getByTestId('live-match-score').textContent).toBe('1 – 0');
    expect(thumb.getAttribute('aria-label')).toBe(
      'Live match: Alpha vs Bravo, 1 – 0. Open the detailed match page',
    );
    const event = await screen.findByTestId('event-thumbnail');
    expect(event.getAttribute('href')).toBe('/event/EVENTSPRING001');
    expect(event.textContent).toContain('Spring Cup');
  });

  it('shows the sides as the overlays do when the teams are flipped, live', async () => {
    const view = renderDashboard();
    await screen.findByTestId('live-match-thumbnail');
    act(() =>
      view.socket.fire('data_update', IDS.match, { ...MATCH, flip_teams: true, score_1: 2 }),
    );
    await waitFor(() => expect(screen.getByTestId('live-match-score').textContent).toBe('0 – 2'));
    await waitFor(() =>
      expect(screen.getAllByTestId('live-match-team').map((t) => t.textContent)).toEqual([
        'BRVBravo',
        'ALPAlpha',
      ]),
    );
  });

  it('shows no thumbnail without a live match or an event', async () => {
    renderDashboard({
      records: { ...DASHBOARD_RECORDS, [IDS.main]: { ...MAIN, live_match: [], event: [] } },
    });
    await screen.findByTestId('dashboard-header');
    await screen.findByTestId('broadcast-switcher');
    expect(screen.queryByTestId('live-match-thumbnail')).toBeNull();
    expect(screen.queryByTestId('event-thumbnail')).toBeNull();
  });

  it('getThumbnailSides keeps the stored order unless flip_teams', () => {
    const teams = [
      { id: 'a', __id: 'a', name: 'A' },
      { id: 'b', __id: 'b', name: 'B' },
    ];
    const match = { id: 'm', __id: 'm', teams: ['a', 'b'], score_1: 3, score_2: 1 };
    expect(getThumbnailSides(match, teams).map((s) => [s.team?.name, s.score])).toEqual([
      ['A', 3],
      ['B', 1],
    ]);
    expect(
      getThumbnailSides({ ...match, flip_teams: true }, teams).map((s) => [s.team?.name, s.score]),
    ).toEqual([
      ['B', 1],
      ['A', 3],
    ]);
    expect(getThumbnailSides({ ...match, teams: ['a'] }, teams)[1].team).toBeNull();
  });
});

describe('dashboard header: preview and program scenes (prod_preview_program_change)', () => {
  it("joins the client room with the user's token and shows the active broadcast's scenes", async () => {
    const view = renderDashboard();
    await screen.findByTestId('scene-display');
    expect(screen.getByTestId('scene-preview').textContent).toBe('Preview: —');
    expect(screen.getByTestId('scene-program').textContent).toBe('Program: —');
    act(() => view.socket.connect());
    expect(view.socket.emitsOf('associate_token')).toEqual([['tok']]);
    expect(view.socket.emitsOf('prod-join')).toEqual([['prod1']]);
    act(() =>
      view.socket.fire('prod_preview_program_change', scenePayload('main', 'Replay', 'Obs 1')),
    );
    expect(screen.getByTestId('scene-preview').textContent).toBe('Preview: Replay');
    expect(screen.getByTestId('scene-program').textContent).toBe('Program: Obs 1');
    // Another broadcast's change is not this one's.
    act(() =>
      view.socket.fire('prod_preview_program_change', scenePayload('second', 'Desk', 'Break')),
    );
    expect(screen.getByTestId('scene-program').textContent).toBe('Program: Obs 1');
    // A reconnect joins again.
    act(() => {
      view.socket.disconnect();
      view.socket.connect();
    });
    expect(view.socket.emitsOf('prod-join')).toEqual([['prod1'], ['prod1']]);
    // Switching to 'second' shows its latest scenes.
    act(() =>
      view.socket.fire('data_update', IDS.client, { ...CLIENT, broadcast: [IDS.second, IDS.main] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('scene-program').textContent).toBe('Program: Break'),
    );
  });

  it('reads payloads defensively and picks the change of the broadcast (or the client)', () => {
    expect(readSceneChange(null)).toBeNull();
    expect(readSceneChange({ emitSource: 1, clientSource: 'x' })).toBeNull();
    const change = readSceneChange({ ...scenePayload(null, '', 'Obs 2') })!;
    expect(change).toEqual({
      source: 'Producer PC',
      broadcastKey: null,
      clientKey: 'prod1',
      preview: null,
      program: 'Obs 2',
    });
    const changes = new Map([['client:prod1', change]]);
    expect(pickSceneChange(changes, 'prod1', 'main')).toBe(change);
    expect(pickSceneChange(changes, 'prod2', 'main')).toBeNull();
  });
});

describe('dashboard header: transmitter status and streams modal', () => {
  it("shows 'Not connected' with a note, only while useDashboardTransmitter is on", async () => {
    const view = renderDashboard();
    const status = await screen.findByTestId('transmitter-status');
    expect(status.textContent).toContain('Not connected');
    expect(screen.getByTestId('transmitter-note').textContent).toBe(
      'The OBS transmitter is coming soon.',
    );
    act(() => void view.settings.set('useDashboardTransmitter', false));
    expect(screen.queryByTestId('transmitter-status')).toBeNull();
  });

  it("lists the client's transmitters of special:streams in the streams modal", async () => {
    const view = renderDashboard();
    const button = await screen.findByTestId('streams-button');
    expect(button.getAttribute('data-count')).toBe('0');
    fireEvent.click(button);
    expect((await screen.findByTestId('streams-modal-empty')).textContent).toBe(
      'No transmitters connected',
    );
    const stream = (client: string, clientName: string, live: boolean) => ({
      clientName,
      client,
      socketId: `${clientName}-socket`,
      scenes: { preview: 'Replay', program: 'Obs 1' },
      status: { outputActive: live, outputDuration: 65_000 },
      settings: {
        service: 'Twitch',
        video: { outputWidth: 1920, outputHeight: 1080, fpsNumerator: 60 },
        encoder: { video_encoder: 'x264' },
        delay: { enabled: true, seconds: 30 },
      },
    });
    act(() =>
      view.socket.fire('data_update', 'special:streams', {
        __id: 'special:streams',
        id: 'special:streams',
        __kind: 'derived',
        streams: [stream('prod1', 'Producer PC', true), stream('prod2', 'Other PC', false)],
      }),
    );
    const row = await screen.findByTestId('streams-modal-row');
    expect(screen.getAllByTestId('streams-modal-row')).toHaveLength(1);
    expect(row.textContent).toContain('Producer PC');
    expect(row.textContent).toContain('Replay / Obs 1');
    expect(row.textContent).toContain('LIVE 1:05');
    expect(row.textContent).toContain('Twitch · 1920×1080 @ 60 · x264 · 30s delay');
    expect(screen.getByTestId('streams-button').getAttribute('data-count')).toBe('1');
    // Before any scene change, the one transmitter's scenes show in the header.
    expect(screen.getByTestId('scene-program').textContent).toBe('Program: Obs 1');
  });

  it('describes a transmitter without settings as nothing', () => {
    expect(
      describeStreamOutput({
        clientName: 'PC',
        client: 'prod1',
        socketId: 's',
        scenes: { preview: null, program: null },
        status: null,
        settings: null,
      }),
    ).toBe('');
  });
});

describe('dashboard header: event without records', () => {
  it('keeps the event thumbnail to the broadcast event', async () => {
    renderDashboard({
      records: { ...DASHBOARD_RECORDS, [IDS.event]: { ...EVENT, name: 'Fall Cup' } },
    });
    expect((await screen.findByTestId('event-thumbnail')).textContent).toContain('Fall Cup');
  });
});
