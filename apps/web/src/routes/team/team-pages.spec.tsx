import { describe, expect, it } from 'vitest';
import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';

// Lazy route chunks and chained record loads take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });

/** Records keyed by id (any record shape). */
function all(...list: ({ id: string } & Record<string, unknown>)[]) {
  return keyById(...list);
}

/** The first render of a file loads the lazy route chunks (slow on a busy machine). */
import { byId as keyById, event, EVENT_SPRING, match, THEME_RED } from '../../test/fixtures.js';

const TEAM = 'recTEAMROSEAAAAAA';
const OTHER = 'recTEAMFROSTAAAAA';
const OLD = 'recTEAMOLDAAAAAAA';
const CAPTAIN = 'recPLAYERCAPTAINA';
const PLAYER = 'recPLAYERPLAINAAA';
const m1 = { ...match(1, [TEAM, OTHER], '2026-11-01T18:00:00.000Z'), score_1: 3, score_2: 1 };
const m2 = match(2, [OTHER, TEAM], '2026-12-01T18:00:00.000Z');

const records = all(
  {
    id: TEAM,
    __kind: 'team',
    name: 'Rose Stags',
    code: 'ROS',
    theme: [THEME_RED],
    event: [EVENT_SPRING],
    players: [CAPTAIN, PLAYER],
    captains: [CAPTAIN],
    owners: [],
    staff: [],
    matches: [m1.id, m2.id],
    socials: [],
    accolades: [],
    news_items: [],
  },
  {
    id: OTHER,
    __kind: 'team',
    name: 'Frost Jackals',
    code: 'FRJ',
    theme: [],
    players: [],
    matches: [m1.id, m2.id],
  },
  {
    id: OLD,
    __kind: 'team',
    name: 'Old Owls',
    code: 'OLD',
    theme: [],
    event: [],
    players: [PLAYER],
  },
  {
    id: CAPTAIN,
    __kind: 'player',
    name: 'Vexshot',
    role: 'Tank',
    member_of: [TEAM],
    composition_tank_sr: 3500,
    battletag: 'Vex#1',
  },
  {
    id: PLAYER,
    __kind: 'player',
    name: 'Nova',
    role: 'Support',
    member_of: [TEAM, OLD],
    battletag: 'Nova#2',
  },
  m1,
  m2,
  event(EVENT_SPRING, 'Spring Cup', { staff: ['recPLAYERSTAFFAAA'] }),
  {
    id: THEME_RED,
    __kind: 'theme',
    color_theme: '#d6336c',
    color_text_on_theme: '#ffffff',
    color_accent: '#57db57',
    small_logo: [],
    default_logo: [],
  },
);

describe('team pages (public-site §2 "Team pages")', () => {
  it('shows the team in its colours with the overview, roster and tabs', async () => {
    renderApp('/team/TEAMROSEAAAAAA', { records });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Stags' })).toBeTruthy();
    expect(document.title).toBe('Rose Stags | Castline');
    const header = screen.getByTestId('team-header');
    await waitFor(() => expect(header.style.background).toBe('rgb(214, 51, 108)'));
    expect(header.style.color).toBe('rgb(255, 255, 255)');
    await waitFor(() => expect(screen.getAllByTestId('person-card')).toHaveLength(2));
    expect(within(screen.getByTestId('team-roster')).getByText('Captain')).toBeTruthy();
    const tabs = within(screen.getByTestId('entity-tabs'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('entity-tabs'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Overview', 'Matches', 'Details', 'Old details', 'Previous teams', 'Theme']),
    );
    expect(tabs).not.toContain('Settings');
    expect(screen.getByTestId('tab-overview').getAttribute('aria-current')).toBe('page');
  });

  it('lists upcoming matches, then results with the team’s result', async () => {
    renderApp('/team/TEAMROSEAAAAAA/matches', { records });
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(2));
    expect(
      within(screen.getByTestId('team-upcoming'))
        .getByTestId('match-row')
        .getAttribute('data-match-id'),
    ).toBe(m2.id);
    expect(
      within(screen.getByTestId('team-results')).getByTestId('match-row-result').textContent,
    ).toBe('W');
    expect(document.title).toBe('Matches - Rose Stags | Castline');
  });

  it.each(['details', 'composition'])('serves the composition at /%s (alias)', async (path) => {
    renderApp(`/team/TEAMROSEAAAAAA/${path}`, { records });
    expect(await screen.findByTestId('team-composition')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('composition-role')).toHaveLength(2));
    expect(screen.getByText('3500 SR')).toBeTruthy();
    expect(screen.getByTestId('tab-details').getAttribute('aria-current')).toBe('page');
  });

  it('shows usernames under the game’s label on old-details, and the previous teams', async () => {
    renderApp('/team/TEAMROSEAAAAAA/old-details', { records });
    await waitFor(() => expect(screen.getAllByTestId('old-details-row')).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'Battletag' })).toBeTruthy();
    expect(screen.getByText('Nova#2')).toBeTruthy();
    renderApp('/team/TEAMROSEAAAAAA/previous', { records });
    expect(await screen.findByText('Old Owls')).toBeTruthy();
  });

  it('sends visitors from settings to login, refuses roster players and lets captains and event staff in', async () => {
    const view = renderApp('/team/TEAMROSEAAAAAA/settings', { records });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.search).toBe(
      `?return=${encodeURIComponent('/team/TEAMROSEAAAAAA/settings')}`,
    );

    const player = renderApp('/team/TEAMROSEAAAAAA', { records });
    act(() =>
      player.auth.setAuth('t', {
        name: 'Nova',
        avatar: null,
        airtableID: PLAYER,
        clients: [],
        website_settings: [],
      }),
    );
    await act(() => player.router.navigate('/team/TEAMROSEAAAAAA/settings'));
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(screen.queryByTestId('tab-settings')).toBeNull();
    player.unmount();

    const captain = renderApp('/team/TEAMROSEAAAAAA', { records });
    act(() =>
      captain.auth.setAuth('t', {
        name: 'Vex',
        avatar: null,
        airtableID: CAPTAIN,
        clients: [],
        website_settings: [],
      }),
    );
    expect(await screen.findByTestId('tab-settings')).toBeTruthy();
    captain.unmount();

    const staff = renderApp('/team/TEAMROSEAAAAAA', { records });
    act(() =>
      staff.auth.setAuth('t', {
        name: 'Sam',
        avatar: null,
        airtableID: 'recPLAYERSTAFFAAA',
        clients: [],
        website_settings: [],
      }),
    );
    await act(() => staff.router.navigate('/team/TEAMROSEAAAAAA/settings'));
    expect(await screen.findByTestId('team-settings')).toBeTruthy();
  });

  it('shows Not Found for an unknown id or another kind of record, and a spinner while loading', async () => {
    renderApp('/team/NOSUCHTEAMAAAA', { records });
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    renderApp('/team/MATCH000000001', { records });
    expect(await screen.findByText("We couldn't find that team.")).toBeTruthy();
  });

  it('updates live', async () => {
    const view = renderApp('/team/TEAMROSEAAAAAA', { records });
    await screen.findByRole('heading', { level: 1, name: 'Rose Stags' });
    act(() =>
      view.socket.fire('data_update', TEAM, { ...records[TEAM], name: 'Rose Stags Academy' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rose Stags Academy' }),
    ).toBeTruthy();
  });
});
