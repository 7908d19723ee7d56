import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';
import {
  BRACKET,
  byId,
  event,
  EVENT_FALL,
  EVENT_LOOSE,
  EVENT_SPRING,
  match,
  SERIES_MAIN,
  team,
  THEME_BLUE,
  THEME_RED,
} from '../../test/fixtures.js';
import { SOCIAL_LINKS_FORM_URL } from '../../lib/client-text.js';

const teams = Array.from({ length: 16 }, (_, i) => team(i + 1, i === 0 ? THEME_RED : null));
const matches = Array.from({ length: 8 }, (_, i) =>
  match(i + 1, [teams[i * 2]!.id, teams[i * 2 + 1]!.id], `2026-12-0${i + 1}T18:00:00.000Z`),
);
const homeRecords = byId(
  { id: 'special:upcoming-matches', __kind: 'derived', matches: matches.map((m) => m.id) } as {
    id: string;
  },
  ...teams,
  ...matches,
  event(EVENT_SPRING, 'Spring Cup', { theme: [THEME_BLUE] }),
  {
    id: THEME_RED,
    color_theme: '#d6336c',
    color_text_on_theme: '#ffffff',
    small_logo: [],
    default_logo: [],
  } as { id: string },
  { id: THEME_BLUE, color_theme: '#1c7ed6', small_logo: [], default_logo: [] } as { id: string },
);

describe('Home (public-site §2 "/")', () => {
  it('has the title Home, the welcome, what-is and social-links texts', async () => {
    renderApp('/', { records: homeRecords });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Castline' }),
    ).toBeTruthy();
    expect(document.title).toBe('Home | Castline');
    expect(screen.getByTestId('home-what').textContent).toMatch(/updates live/);
    const form = screen.getByTestId('social-links-form');
    expect(form.getAttribute('href')).toBe(SOCIAL_LINKS_FORM_URL);
    expect(form.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('shows up to 6 upcoming matches with their teams, in the list order', async () => {
    renderApp('/', { records: homeRecords });
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming Matches' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('upcoming-match')).toHaveLength(6));
    const rows = screen.getAllByTestId('upcoming-match');
    expect(within(rows[0]!).getByText('Team 1')).toBeTruthy();
    expect(within(rows[0]!).getByText('Team 2')).toBeTruthy();
    expect(rows[0]!.getAttribute('href')).toBe('/match/MATCH000000001');
    expect(within(rows[5]!).getByText('Team 12')).toBeTruthy();
    expect(screen.queryByText('Team 13')).toBeNull();
  });

  it('shows the start in the chosen zone and clock', async () => {
    const view = renderApp('/', { records: homeRecords });
    await waitFor(() => expect(screen.getAllByTestId('upcoming-match')).toHaveLength(6));
    act(() => {
      view.settings.set('timezone', 'Europe/London');
      view.settings.set('use24HourTime', true);
    });
    const first = screen.getAllByTestId('upcoming-match')[0]!;
    expect(first.getAttribute('aria-label')).toBe('Team 1 vs Team 2, Tue 1st Dec 2026 18:00 UK');
  });

  it('says so when no match is upcoming', async () => {
    renderApp('/', {
      records: byId({ id: 'special:upcoming-matches', matches: [] } as { id: string }),
    });
    expect(await screen.findByTestId('upcoming-matches-empty')).toBeTruthy();
  });
});

const seriesRecords = byId(
  {
    id: 'special:public-events',
    __kind: 'derived',
    events: [EVENT_SPRING, EVENT_FALL, EVENT_LOOSE],
    series: [SERIES_MAIN],
    themes: [],
  } as { id: string },
  event(EVENT_SPRING, 'Spring Cup', { in_progress: true, theme: [THEME_RED] }),
  event(EVENT_FALL, 'Fall Cup', { subdomain: 'fall' }),
  event(EVENT_LOOSE, 'Loose Open'),
  {
    id: SERIES_MAIN,
    __kind: 'event_series',
    name: 'Cup Series',
    order: 1,
    events: [EVENT_SPRING, EVENT_FALL],
    _original_data_id: 'legacy',
  } as { id: string },
  { id: THEME_RED, color_theme: '#d6336c', small_logo: [], default_logo: [] } as { id: string },
);

describe('Events (public-site §2 "/events")', () => {
  it('shows the heading and a loading indicator until events load', async () => {
    renderApp('/events', { records: seriesRecords });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByTestId('events-loading')).toBeTruthy();
    expect(document.title).toBe('Events | Castline');
    await waitFor(() => expect(screen.queryByTestId('events-loading')).toBeNull());
  });

  it('lists In progress, each series, then Other events, with cards linking to the event or its subdomain', async () => {
    renderApp('/events', { records: seriesRecords });
    await waitFor(() => expect(screen.getAllByTestId('events-section')).toHaveLength(3));
    const sections = screen.getAllByTestId('events-section');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'In progress',
      'Cup Series',
      'Other events',
    ]);
    const cards = within(sections[1]!).getAllByTestId('event-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/event/EVENTSPRINGAAA',
      'http://fall.localhost:8080/',
    ]);
    expect(within(sections[2]!).getByText('Loose Open')).toBeTruthy();
  });
});

describe('navbar (public-site §2 "Navbar")', () => {
  it('shows the live count from live matches plus community streams', async () => {
    renderApp('/', {
      records: byId(
        { id: 'special:live-matches', matches: ['a', 'b'] } as { id: string },
        { id: 'special:player-streams', streams: [{}, {}, {}] } as { id: string },
      ),
    });
    expect((await screen.findByTestId('live-count')).textContent).toBe('5');
  });

  it('shows Login when signed out and Profile (and Dashboard for production users) when signed in', async () => {
    const view = renderApp('/');
    expect(await screen.findByTestId('nav-login')).toBeTruthy();
    act(() =>
      view.auth.setAuth('tok', {
        name: 'Ada',
        avatar: null,
        airtableID: 'recPLAYERAAAAAAAA',
        clients: ['recCLIENTAAAAAAAA'],
        website_settings: [],
      }),
    );
    expect(await screen.findByTestId('nav-profile')).toBeTruthy();
    expect(screen.getByTestId('nav-dashboard')).toBeTruthy();
    expect(screen.queryByTestId('nav-login')).toBeNull();
  });

  it('shows the website flag banners', async () => {
    const view = renderApp('/');
    await screen.findByTestId('nav-login');
    act(() => view.socket.connect());
    act(() => view.socket.fire('website_flags', ['server_rebuilding']));
    expect(screen.getByTestId('navbar-banner').textContent).toBe(
      'Server rebuilding: The server is rebuilding its data store. Some pages might not be accessible.',
    );
  });
});

describe('mini-site (public-site §2 "Mini-sites")', () => {
  const records = byId(
    event(EVENT_SPRING, 'Spring Cup', {
      subdomain: 'spring',
      matches: ['recMATCH000000001'],
      brackets: [BRACKET],
      blocks: JSON.stringify({ standings: [{ key: 'groups' }] }),
      theme: [THEME_RED],
    }),
    { id: BRACKET, __kind: 'bracket', name: 'Playoffs', hide_bracket: false } as { id: string },
    {
      id: THEME_RED,
      color_theme: '#d6336c',
      color_navbar: '#101010',
      small_logo: [],
      default_logo: [],
    } as { id: string },
  );

  it('serves the event at the root with its own navbar', async () => {
    renderApp('/', { records, miniSiteEventId: EVENT_SPRING, hostname: 'spring.localhost' });
    expect(await screen.findByTestId('minisite-layout')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeTruthy();
    expect((await screen.findByTestId('minisite-nav-schedule')).getAttribute('href')).toBe(
      '/schedule',
    );
    expect((await screen.findByTestId('minisite-nav-bracket')).textContent).toBe('Bracket');
    expect(screen.getByTestId('minisite-nav-standings').getAttribute('href')).toBe('/standings');
    expect(screen.getByTestId('minisite-main-link').getAttribute('href')).toBe(
      'http://localhost:8080/',
    );
  });

  it('serves event sub-pages at the root and keeps redirects relative to it', async () => {
    const view = renderApp('/brackets', {
      records,
      miniSiteEventId: EVENT_SPRING,
      hostname: 'spring.localhost',
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/bracket'));
    expect(await screen.findByTestId('event-brackets')).toBeTruthy();
    expect(document.title).toBe('Bracket - Spring Cup | Castline');
  });

  it('prompts to visit the mini-site from /event/:id on the main site', async () => {
    renderApp('/event/EVENTSPRINGAAA', { records });
    const prompt = await screen.findByTestId('event-minisite-prompt');
    expect(within(prompt).getByRole('link').getAttribute('href')).toBe(
      'http://spring.localhost:8080/',
    );
  });
});
