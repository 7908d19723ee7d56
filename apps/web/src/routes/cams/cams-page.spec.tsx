import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth, TEST_USER } from '../../features/auth/testing/render-with-auth.js';

// Lazy route chunks and chained record loads (client → broadcast → match → team → player) take a while.
configure({ asyncUtilTimeout: 10_000 });

const CLIENT_1 = 'recCLIENTPRODAAAA';
const CLIENT_2 = 'recCLIENTPRODBBBB';
const MAIN = 'recBROADCASTMAINA';
const SECOND = 'recBROADCASTSECON';
const MATCH = 'recMATCHLIVEAAAAA';
const EVENT = 'recEVENTSPRINGAAA';
const ROSE = 'recTEAMROSEAAAAAA';
const FROST = 'recTEAMFROSTAAAAA';
const ANA = 'recPLAYERANAAAAAA';
const BEN = 'recPLAYERBENAAAAA';
const CAT = 'recPLAYERCATAAAAA';

const PRODUCER = { ...TEST_USER, name: 'Priya Producer', clients: [CLIENT_1, CLIENT_2] };

function records(overrides: Record<string, Record<string, unknown>> = {}) {
  const base: Record<string, Record<string, unknown>> = {
    [CLIENT_1]: {
      id: CLIENT_1,
      __kind: 'client',
      key: 'prod1',
      name: 'Production 1',
      broadcast: [MAIN, SECOND],
    },
    [CLIENT_2]: {
      id: CLIENT_2,
      __kind: 'client',
      key: 'prod2',
      name: 'Production 2',
      broadcast: [SECOND],
    },
    [MAIN]: {
      id: MAIN,
      __kind: 'broadcast',
      key: 'main',
      name: 'Castline Main Stream',
      live_match: [MATCH],
      team_1_player_cams: [ANA],
      team_2_player_cams: [],
      cams_default_params: null,
    },
    [SECOND]: {
      id: SECOND,
      __kind: 'broadcast',
      key: 'second',
      name: 'Castline B Stream',
      live_match: [],
    },
    [MATCH]: {
      id: MATCH,
      __kind: 'match',
      teams: [ROSE, FROST],
      event: [EVENT],
      custom_name: null,
      special_event: false,
    },
    [EVENT]: { id: EVENT, __kind: 'event', name: 'Castline Cup: Spring Showdown', short: 'Spring' },
    [ROSE]: { id: ROSE, __kind: 'team', name: 'Rose Stags', code: 'RSG', players: [ANA, BEN] },
    [FROST]: { id: FROST, __kind: 'team', name: 'Frost Jackals', code: 'FJK', players: [CAT] },
    [ANA]: { id: ANA, __kind: 'player', name: 'Ana', cam_code: 'castline_ana', use_cam: true },
    [BEN]: { id: BEN, __kind: 'player', name: 'Ben', cam_code: null, use_cam: false },
    [CAT]: {
      id: CAT,
      __kind: 'player',
      name: 'Cat',
      cam_code: 'castline_cat',
      use_cam: true,
      remote_feed: 'srt://feeds.example.com:9000?streamid=cat',
    },
  };
  return { ...base, ...overrides };
}

const writeText = vi.fn<(value: string) => Promise<void>>();

// The router loads a route's lazy chunk beside its middleware: load it first, so a test that ends at the login
// redirect leaves no import running after the environment is torn down.
beforeAll(async () => {
  await import('./index.js');
});

beforeEach(() => {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('/cams signed out (public-site §4 "Authentication" 4, 7)', () => {
  it('remembers /cams and redirects to /login with a return', async () => {
    const view = renderWithAuth('/cams');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe(`?return=${encodeURIComponent('/cams')}`);
    expect(view.auth.getNextPage()).toBe('/cams');
    expect(screen.queryByTestId('cams-page')).toBeNull();
  });

  it('shows the signed-out notice with a Login that returns here when the check gets no answer', async () => {
    const view = renderWithAuth('/cams', {
      token: 'tok',
      routes: { '/auth/login': () => new TypeError('Failed to fetch') },
    });
    const notice = await screen.findByTestId('signed-out-notice');
    expect(view.router.state.location.pathname).toBe('/cams');
    expect(view.logger.error).toHaveBeenCalled();
    expect(within(notice).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      `/login?return=${encodeURIComponent('/cams')}`,
    );
    expect(document.title).toBe('Cams | Castline');
  });
});

describe('/cams signed in without a client', () => {
  it('says the page is for production crews and reads no production records', async () => {
    const view = renderWithAuth('/cams', { user: TEST_USER, records: records() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cams' })).toBeTruthy();
    const notice = screen.getByTestId('cams-not-production');
    expect(
      within(notice).getByRole('heading', { name: 'This page is for production crews' }),
    ).toBeTruthy();
    expect(notice.textContent).toContain('Your account is not linked to a production client.');
    expect(view.router.state.location.pathname).toBe('/cams');
    const asked = view.requests
      .filter((r) => r.url === '/things')
      .flatMap((r) => ((r.body as { ids: string }).ids ?? '').split(','));
    expect(asked).not.toContain(CLIENT_1);
    expect(screen.queryByTestId('cams-page')).toBeNull();
  });
});

describe('/cams for a production user (issue 12 item 5)', () => {
  it("lists the live match of their clients' broadcasts with each player's camera link", async () => {
    renderWithAuth('/cams', { user: PRODUCER, records: records() });
    const card = await screen.findByTestId('cams-broadcast');
    expect(card.getAttribute('data-broadcast-key')).toBe('main');
    expect(
      within(card).getByRole('heading', { level: 2, name: 'Rose Stags vs Frost Jackals' }),
    ).toBeTruthy();
    expect(card.textContent).toContain('Castline Cup: Spring Showdown');
    expect(card.textContent).toContain('Castline Main Stream (main)');
    expect(card.textContent).toContain('Followed by Production 1');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Team 1: Rose Stags', 'Team 2: Frost Jackals', 'Cam overlays for OBS']);

    const rows = within(card).getAllByTestId('cams-player');
    expect(rows.map((row) => within(row).getByTestId('cams-player-name').textContent)).toEqual([
      'Ana',
      'Ben',
      'Cat',
    ]);
    const [ana, ben, cat] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ana).getByTestId('cams-cam-link-value').textContent).toBe(
      'https://vdo.ninja/?view=castline_ana&cover&na&animate=0',
    );
    expect(within(ana).getByTestId('cams-cam-link-value').getAttribute('href')).toBe(
      'https://vdo.ninja/?view=castline_ana&cover&na&animate=0',
    );
    expect(ana.textContent).toContain('Cam slot 1');
    expect(within(ben).getByTestId('cams-no-cam').textContent).toBe('No camera link');
    expect(within(cat).getByTestId('cams-remote-feed-value').textContent).toBe(
      'srt://feeds.example.com:9000?streamid=cat',
    );
  });

  it('copies a camera link to the clipboard and says so', async () => {
    renderWithAuth('/cams', { user: PRODUCER, records: records() });
    const button = await screen.findByRole('button', { name: 'Copy camera link of Ana' });
    expect(button.textContent).toBe('Copy');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(
      'https://vdo.ninja/?view=castline_ana&cover&na&animate=0',
    );
  });

  it('says so when the browser refuses the copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithAuth('/cams', { user: PRODUCER, records: records() });
    const button = await screen.findByRole('button', { name: 'Copy camera link of Cat' });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Copy failed'));
  });

  it('gives the cam overlay URLs for OBS on the main site, each with Copy', async () => {
    renderWithAuth('/cams', { user: PRODUCER, records: records() });
    const card = await screen.findByTestId('cams-broadcast');
    const overlays = within(card).getByTestId('cams-overlays');
    expect(
      within(overlays)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'http://localhost:8080/broadcast/main/cams/desk',
      'http://localhost:8080/broadcast/main/cams/ingame',
      'http://localhost:8080/broadcast/main/cams/full?number=1',
    ]);
    fireEvent.click(
      within(overlays).getByRole('button', { name: 'Copy Desk cams (cams/desk) URL' }),
    );
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://localhost:8080/broadcast/main/cams/desk'),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Copy POV overlay URL of Cat' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(
        `http://localhost:8080/broadcast/main/cams/pov?player=${CAT}`,
      ),
    );
  });

  it('lists the broadcasts without a live match once, with their overlays', async () => {
    renderWithAuth('/cams', { user: PRODUCER, records: records() });
    const idle = await screen.findByTestId('cams-idle-broadcast');
    expect(idle.getAttribute('data-broadcast-key')).toBe('second');
    expect(idle.textContent).toContain('Followed by Production 1, Production 2');
    expect(screen.getAllByTestId('cams-idle-broadcast')).toHaveLength(1);
    expect(within(idle).getAllByRole('link')[0]?.textContent).toBe(
      'http://localhost:8080/broadcast/second/cams/desk',
    );
  });

  it('follows live updates and keeps the camera link a public update leaves out', async () => {
    const view = renderWithAuth('/cams', { user: PRODUCER, records: records() });
    const ana = (await screen.findAllByTestId('cams-player'))[0] as HTMLElement;
    expect(within(ana).getByTestId('cams-player-name').textContent).toBe('Ana');
    // A public data_update never carries the crew-only cam fields (RULES (h) C).
    const { cam_code: _code, use_cam: _use, ...publicAna } = records()[ANA] ?? {};
    act(() => {
      view.socket.connect();
      view.socket.fire('data_update', ANA, { ...publicAna, name: 'Ana Prime' });
    });
    await waitFor(() =>
      expect(within(ana).getByTestId('cams-player-name').textContent).toBe('Ana Prime'),
    );
    expect(within(ana).getByTestId('cams-cam-link-value').textContent).toBe(
      'https://vdo.ninja/?view=castline_ana&cover&na&animate=0',
    );
  });

  it('shows the empty state when none of their broadcasts has a live match', async () => {
    renderWithAuth('/cams', {
      user: PRODUCER,
      records: records({
        [MAIN]: { id: MAIN, __kind: 'broadcast', key: 'main', name: 'Main', live_match: [] },
      }),
    });
    const empty = await screen.findByTestId('cams-empty');
    expect(empty.textContent).toContain('None of your broadcasts has a live match right now.');
    expect(screen.queryByTestId('cams-broadcast')).toBeNull();
    expect(screen.getAllByTestId('cams-idle-broadcast')).toHaveLength(2);
  });

  it('shows the empty state when their clients follow no broadcast', async () => {
    renderWithAuth('/cams', {
      user: { ...PRODUCER, clients: [CLIENT_2] },
      records: records({
        [CLIENT_2]: { id: CLIENT_2, __kind: 'client', key: 'prod2', broadcast: [] },
      }),
    });
    expect(await screen.findByTestId('cams-empty')).toBeTruthy();
    expect(screen.queryByTestId('cams-idle')).toBeNull();
  });
});
