import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';
import { byId, event, team, THEME_RED } from '../../test/fixtures.js';

const SPRING = 'recEVENTSPRINGAAA';
const AUTUMN = 'recEVENTAUTUMNAAA';
const BRACKET = 'recBRACKETAAAAAAA';
const HIDDEN_BRACKET = 'recBRACKETHIDDENA';
const teams = [team(1, THEME_RED), team(2), team(3), team(4)];
const T = (n: number) => teams[n - 1]!.id;
const matchId = (n: number) => `recMATCH${String(n).padStart(9, '0')}`;

function match(n: number, fields: Record<string, unknown> = {}) {
  return {
    id: matchId(n),
    __kind: 'match',
    teams: [],
    event: [SPRING],
    start: null,
    score_1: 0,
    score_2: 0,
    first_to: 3,
    custom_name: null,
    special_event: false,
    placeholder_teams: null,
    placeholder_right: false,
    match_number: n,
    live: false,
    maps: [],
    ...fields,
  };
}

const LAYOUT = {
  brackets: [
    {
      name: 'Playoffs',
      columns: [
        { header: 'Semifinals', games: [1, 2] },
        { header: 'Final', games: [3] },
      ],
    },
  ],
  connections: { '1': { win: '3.1' }, '2': { win: '3.2', lose: '4.1' }, '3': { win: 'champion' } },
};

const BLOCKS = JSON.stringify({
  standings: [{ key: 'groups', title: 'Groups', group: 'Groups' }],
  extendedStaffPage: true,
});

const records = byId(
  event(SPRING, 'Spring Cup', {
    subdomain: 'spring',
    theme: [THEME_RED],
    teams: teams.map((t) => t.id),
    matches: [matchId(1), matchId(2), matchId(3)],
    brackets: [BRACKET, HIDDEN_BRACKET],
    socials: ['recSOCIALOKAAAAAA', 'recSOCIALNOAAAAAA'],
    blocks: BLOCKS,
    staff: ['recSTAFFAAAAAAAAA'],
    casters: [],
    accolades: [],
    about: 'The first paragraph.\n\nThe second one.',
  }),
  event(AUTUMN, 'Autumn Cup', { subdomain: 'autumn' }),
  ...teams,
  match(1, { teams: [T(1), T(2)], score_1: 3, score_2: 1, start: '2026-11-20T18:00:00.000Z' }),
  match(2, {
    teams: [T(3), T(4)],
    live: true,
    score_1: 1,
    score_2: 2,
    start: '2026-11-21T18:00:00.000Z',
  }),
  match(3, {
    teams: [T(1)],
    placeholder_right: true,
    start: '2026-11-22T18:00:00.000Z',
    stream_code: 'Main',
  }),
  {
    id: BRACKET,
    __kind: 'bracket',
    name: 'Playoffs',
    hide_bracket: false,
    ordered_matches: [matchId(1), matchId(2), matchId(3)],
    bracket_layout: JSON.stringify(LAYOUT),
    show_times: true,
    show_broadcasts: true,
  } as { id: string },
  { id: HIDDEN_BRACKET, __kind: 'bracket', name: 'Secret', hide_bracket: true } as { id: string },
  {
    id: 'recSOCIALOKAAAAAA',
    __kind: 'social',
    type: 'Twitter',
    url: 'https://twitter.com/spring',
    name: '@spring',
    approved: true,
  } as { id: string },
  {
    id: 'recSOCIALNOAAAAAA',
    __kind: 'social',
    type: 'Merch',
    url: 'https://shop.example.com',
    name: 'Shop',
    approved: false,
  } as { id: string },
  { id: THEME_RED, __kind: 'theme', color_theme: '#d6336c', small_logo: [], default_logo: [] } as {
    id: string;
  },
  {
    id: 'standings-recEVENTSPRINGAAA-groups',
    __kind: 'standings',
    title: 'Groups',
    rows: [
      { rank: 1, team: T(1), P: 2, W: 2, L: 0, MW: 6, ML: 1, MD: 0, map_score: 5.75, tied: false },
      { rank: 2, team: T(2), P: 2, W: 0, L: 2, MW: 1, ML: 6, MD: 0, map_score: -0.5, tied: false },
    ],
    pairs: [
      {
        upper: T(1),
        lower: T(2),
        criterion: 'match-wins',
        values: { upper: 2, lower: 0 },
        scope: { type: 'table' },
        tied: false,
        sentence: 'Team 1 above Team 2 on match-wins: 2 vs 0',
      },
    ],
    chain: ['match-wins', 'map-score'],
  } as { id: string },
);

/** Lazy areas load on first use; give the first look more time than the default second. */

const tabs = () =>
  within(screen.getByTestId('event-subnav'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('event pages frame (public-site §2 "Event pages")', () => {
  it('shows the tabs whose data exists, Bracket for one visible bracket, and approved socials only', async () => {
    renderApp('/event/EVENTSPRINGAAA', { records });
    await screen.findByTestId('event-subnav');
    await waitFor(() =>
      expect(tabs()).toEqual([
        'Overview',
        'Schedule',
        'Bracket',
        'Standings',
        'Staff',
        'Theme',
        'About',
      ]),
    );
    const socials = within(screen.getByTestId('event-socials')).getAllByRole('link');
    expect(socials.map((link) => link.textContent)).toEqual(['Twitter']);
    expect(document.title).toBe('Spring Cup | Castline');
  });

  it('shows only Overview for an event without data, and Settings only for an event editor', async () => {
    const view = renderApp('/event/EVENTAUTUMNAAA', { records });
    await screen.findByTestId('event-subnav');
    expect(tabs()).toEqual(['Overview']);
    act(() =>
      view.auth.setAuth('token', {
        name: 'Olivia',
        avatar: null,
        airtableID: 'recORGANISERAAAAA',
        clients: [],
        website_settings: ['Can edit any event'],
      }),
    );
    await waitFor(() => expect(tabs()).toEqual(['Overview', 'Settings']));
  });

  it('shows Settings to a member of the event staff', async () => {
    const view = renderApp('/event/EVENTSPRINGAAA', { records });
    await screen.findByTestId('event-subnav');
    expect(tabs()).not.toContain('Settings');
    act(() =>
      view.auth.setAuth('token', {
        name: 'Sam',
        avatar: null,
        airtableID: 'recSTAFFAAAAAAAAA',
        clients: [],
        website_settings: [],
      }),
    );
    await waitFor(() => expect(tabs()).toContain('Settings'));
  });

  it('prompts to visit the mini-site on the main site and on a foreign mini-site, not on its own', async () => {
    const main = renderApp('/event/EVENTSPRINGAAA/schedule', { records });
    const prompt = await screen.findByTestId('event-minisite-prompt');
    expect(within(prompt).getByRole('link').getAttribute('href')).toBe(
      'http://spring.localhost:8080/schedule',
    );
    main.unmount();

    const foreign = renderApp('/event/EVENTSPRINGAAA', {
      records,
      miniSiteEventId: AUTUMN,
      hostname: 'autumn.localhost',
    });
    expect(await screen.findByTestId('event-minisite-prompt')).toBeTruthy();
    expect(screen.getByTestId('event-page').getAttribute('data-minisite-status')).toBe(
      'on-foreign-subdomain',
    );
    foreign.unmount();

    renderApp('/', { records, miniSiteEventId: SPRING, hostname: 'spring.localhost' });
    await screen.findByTestId('event-subnav');
    expect(screen.getByTestId('event-page').getAttribute('data-minisite-status')).toBe(
      'on-main-subdomain',
    );
    expect(screen.queryByTestId('event-minisite-prompt')).toBeNull();
    expect(
      within(screen.getByTestId('event-subnav')).getByText('Schedule').getAttribute('href'),
    ).toBe('/schedule');
  });

  it('shows Not Found for a record that is not an event', async () => {
    renderApp(`/event/${T(1).slice(3)}`, { records });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('event sub-pages', () => {
  it('draws the visible bracket: columns, cards with scores, connecting lines, and hover dims other teams', async () => {
    renderApp('/event/EVENTSPRINGAAA/bracket', { records });
    const view = await screen.findByTestId('bracket-view');
    expect(
      within(view)
        .getAllByTestId('bracket-header')
        .map((h) => h.textContent),
    ).toEqual(['Semifinals', 'Final']);
    await waitFor(() => expect(within(view).getAllByTestId('bracket-card')).toHaveLength(3));
    expect(view.querySelectorAll('[data-testid="bracket-connector"]')).toHaveLength(2);
    expect(screen.queryByText('Secret')).toBeNull();
    const final = within(view).getAllByTestId('bracket-card')[2]!;
    await waitFor(() =>
      expect(within(final).getByTestId('bracket-card-meta').textContent).toContain('Main stream'),
    );
    await waitFor(() =>
      expect(within(final).getAllByTestId('bracket-team')[0]!.textContent).toContain('Team 1'),
    );
    const row = within(view)
      .getAllByTestId('bracket-team')
      .find((r) => r.getAttribute('data-team-id') === T(1))!;
    fireEvent.mouseEnter(row);
    expect(view.getAttribute('data-focus')).toBe('team');
    const dimmed = within(view)
      .getAllByTestId('bracket-team')
      .filter((r) => r.getAttribute('data-dimmed') === 'true');
    expect(dimmed.length).toBeGreaterThan(0);
    expect(dimmed.every((r) => r.getAttribute('data-team-id') !== T(1))).toBe(true);
  });

  it('shows the standings table and its tie-break explainer only on demand', async () => {
    renderApp('/event/EVENTSPRINGAAA/standings', { records });
    const table = await screen.findByTestId('standings-table');
    await waitFor(() => expect(within(table).getAllByTestId('standings-row')).toHaveLength(2));
    expect(screen.queryByTestId('standings-explainer')).toBeNull();
    fireEvent.click(screen.getByTestId('standings-explain-toggle'));
    const explainer = screen.getByTestId('standings-explainer');
    expect(explainer.textContent).toContain('Team 1 above Team 2 on match-wins: 2 vs 0');
    expect(within(explainer).getByTestId('standings-chain').textContent).toContain('Match wins');
    expect(document.title).toBe('Standings - Spring Cup | Castline');
  });

  it('orders the schedule by the scheduleMatchesSort setting', async () => {
    const view = renderApp('/event/EVENTSPRINGAAA/schedule', { records });
    await waitFor(() => expect(screen.getAllByTestId('schedule-match')).toHaveLength(3));
    const order = () =>
      screen.getAllByTestId('schedule-match').map((row) => row.getAttribute('data-match-id'));
    expect(order()).toEqual([matchId(2), matchId(3), matchId(1)]);
    act(() => {
      view.settings.set('scheduleMatchesSort', 'Newest first');
    });
    expect(order()).toEqual([matchId(3), matchId(2), matchId(1)]);
    act(() => {
      view.settings.set('scheduleMatchesSort', 'Oldest first');
    });
    expect(order()).toEqual([matchId(1), matchId(2), matchId(3)]);
  });

  it('links the extended staff list when the setting is on', async () => {
    renderApp('/event/EVENTSPRINGAAA/staff', { records });
    expect(await screen.findByTestId('staff-extended-link')).toBeTruthy();
  });

  it('sends signed-out visitors of Settings to log in, and refuses a signed-in non-editor', async () => {
    const signedOut = renderApp('/event/EVENTSPRINGAAA/settings', { records });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();

    const view = renderApp('/event/EVENTSPRINGAAA', { records });
    await screen.findByTestId('event-subnav');
    act(() =>
      view.auth.setAuth('token', {
        name: 'Piper',
        avatar: null,
        airtableID: 'recPIPERAAAAAAAAA',
        clients: [],
        website_settings: [],
      }),
    );
    await act(() => view.router.navigate('/event/EVENTSPRINGAAA/settings'));
    expect((await screen.findByTestId('event-settings-denied')).textContent).toBe(
      'Only event staff can do this',
    );
  });
});
