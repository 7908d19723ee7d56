import { describe, expect, it } from 'vitest';
import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';

// Lazy route chunks and chained record loads take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });
import {
  byId as keyById,
  event,
  EVENT_SPRING,
  match,
  team,
  THEME_RED,
} from '../../test/fixtures.js';

/** Records keyed by id (any record shape). */
function all(...list: ({ id: string } & Record<string, unknown>)[]) {
  return keyById(...list);
}

/** The first render of a file loads the lazy route chunks (slow on a busy machine). */

const [A, B] = [team(1), team(2)];
const MAP_1 = 'recMAPONEAAAAAAAA';
const MAP_BAN = 'recMAPBANAAAAAAAA';
const HERO = 'recHEROAAAAAAAAAA';
const REPORT = 'recREPORTAAAAAAAA';
const base = {
  ...match(1, [A.id, B.id], '2026-12-01T18:00:00.000Z'),
  score_1: 1,
  score_2: 0,
  game: 'Overwatch',
  maps: [MAP_BAN, MAP_1],
  vod: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  vod_2: 'https://example.com/docs/ruleset.pdf',
  alternative_vod: null,
  reports: [],
  report_history: [REPORT],
  casters: [],
  player_relationships: [],
  scheduled_broadcast: [],
  pick_ban_order: 'ban1, ban2',
};

function recordsFor(game: string) {
  return all(
    { ...base, game },
    { ...A, matches: [base.id] },
    { ...B, matches: [base.id] },
    event(EVENT_SPRING, 'Spring Cup', {
      theme: [THEME_RED],
      game,
      blocks: JSON.stringify({ reporting: { score: { use: true } } }),
    }),
    { id: THEME_RED, __kind: 'theme', color_theme: '#d6336c', small_logo: [], default_logo: [] },
    {
      id: MAP_1,
      __kind: 'map',
      name: 'Oasis',
      winner: [A.id],
      banner: [],
      picker: [B.id],
      score_1: 2,
      score_2: 0,
      replay_code: 'ABC123',
      team_1_picks: [HERO],
      team_2_picks: [],
      team_1_bans: [],
      team_2_bans: [HERO],
      public: false,
      map: [],
    },
    { id: MAP_BAN, __kind: 'map', name: 'Nepal', winner: [], banner: [B.id], map: [] },
    { id: HERO, __kind: 'hero', name: 'Ana' },
    {
      id: REPORT,
      __kind: 'report',
      type: 'score',
      state: 'Denied',
      log: [
        {
          at: Date.parse('2026-11-30T10:00:00Z'),
          actor: 'system',
          team: null,
          staff: false,
          key: 'staff_denied',
          text: 'Staff denied the report',
        },
      ],
    },
  );
}

describe('match pages (public-site §2 "Match pages")', () => {
  it('shows the match in its event colours with its live score and the embedded VODs', async () => {
    const view = renderApp('/match/MATCH000000001', { records: recordsFor('Overwatch') });
    expect(await screen.findByTestId('match-header')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('match-name').textContent).toBe('Team 1 vs Team 2'),
    );
    expect(document.title).toBe('Team 1 vs Team 2 | Castline');
    await waitFor(() =>
      expect(screen.getByTestId('match-header').style.background).toBe('rgb(214, 51, 108)'),
    );
    expect(screen.getByTestId('match-score').textContent).toBe('1 – 0');
    const players = screen.getAllByTestId('vod-player');
    expect(
      players.map((p) => [p.getAttribute('data-service'), p.getAttribute('data-embed')]),
    ).toEqual([
      ['youtube', 'iframe'],
      ['pdf', 'pdf'],
    ]);
    expect(players[0]!.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(players[1]!.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://example.com/docs/ruleset.pdf',
    );
    act(() => view.socket.fire('data_update', base.id, { ...base, score_1: 2 }));
    await waitFor(() => expect(screen.getByTestId('match-score').textContent).toBe('2 – 0'));
  });

  it('shows the tabs: VOD, Maps, History; signed-out viewers get no auth tabs', async () => {
    renderApp('/match/MATCH000000001', { records: recordsFor('Overwatch') });
    const tabs = await screen.findByTestId('entity-tabs');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['VOD', 'Maps', 'History']);
    expect(screen.getByTestId('tab-detailed').getAttribute('href')).toBe(
      '/detailed/MATCH000000001',
    );
  });

  it('shows maps with picks, bans, winners and replay codes on /detailed/:id', async () => {
    renderApp('/detailed/MATCH000000001', { records: recordsFor('Overwatch') });
    await waitFor(() => expect(screen.getAllByTestId('detailed-map')).toHaveLength(2));
    const [banned, played] = screen.getAllByTestId('detailed-map');
    expect(banned!.textContent).toContain('Banned by Team 2');
    expect(within(played!).getByTestId('detailed-map-picker').textContent).toBe('Picked by Team 2');
    expect(within(played!).getByTestId('detailed-map-replay').textContent).toBe(
      'Replay code: ABC123',
    );
    expect(within(played!).getByTestId('detailed-map-score').textContent).toBe('2 – 0');
    await waitFor(() => expect(within(played!).getAllByText('Ana')).toHaveLength(2));
    expect(screen.getByTestId('tab-detailed').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByLabelText('Show hero picks and bans'));
    await waitFor(() => expect(within(played!).queryByText('Ana')).toBeNull());
  });

  it('hides what the game profile hides, in the game’s words (League of Legends)', async () => {
    renderApp('/detailed/MATCH000000001', { records: recordsFor('League of Legends') });
    await waitFor(() => expect(screen.getAllByTestId('detailed-map')).toHaveLength(1));
    const map = screen.getByTestId('detailed-map');
    expect(map.textContent).toContain('Game 1');
    expect(within(map).queryByTestId('detailed-map-picker')).toBeNull();
    expect(within(map).queryByTestId('detailed-map-score')).toBeNull();
    expect(within(map).getByTestId('detailed-map-replay').textContent).toBe('Match ID: ABC123');
    expect(document.title).toBe('Games - Team 1 vs Team 2 | Castline');
  });

  it('lists the report history and previous meetings', async () => {
    renderApp('/match/MATCH000000001/history', { records: recordsFor('Overwatch') });
    expect(await screen.findByTestId('report')).toBeTruthy();
    expect(screen.getByText('Staff denied the report')).toBeTruthy();
    expect(screen.getByText('Denied')).toBeTruthy();
    expect(await screen.findByText('These teams have not met before.')).toBeTruthy();
  });

  it('sends signed-out visitors of the auth sub-pages to login', async () => {
    const view = renderApp('/match/MATCH000000001/editor', { records: recordsFor('Overwatch') });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });

  it('shows the auth tabs a team member may open', async () => {
    const records = recordsFor('Overwatch');
    records[A.id] = { ...records[A.id]!, players: ['recPLAYERMEMBERAA'] };
    const view = renderApp('/match/MATCH000000001', { records });
    await screen.findByTestId('entity-tabs');
    act(() =>
      view.auth.setAuth('t', {
        name: 'M',
        avatar: null,
        airtableID: 'recPLAYERMEMBERAA',
        clients: [],
        website_settings: [],
      }),
    );
    expect(await screen.findByTestId('tab-score-reporting')).toBeTruthy();
    expect(screen.getByTestId('tab-draft')).toBeTruthy();
    expect(screen.queryByTestId('tab-editor')).toBeNull();
    await act(() => view.router.navigate('/match/MATCH000000001/score-reporting'));
    expect(await screen.findByTestId('match-score-reporting')).toBeTruthy();
  });

  it('shows Not Found for an unknown match', async () => {
    renderApp('/match/NOSUCHMATCHAAA', { records: recordsFor('Overwatch') });
    expect(await screen.findByText("We couldn't find that match.")).toBeTruthy();
    renderApp('/detailed/NOSUCHMATCHAAA', { records: recordsFor('Overwatch') });
    await waitFor(() =>
      expect(screen.getAllByText("We couldn't find that match.")).toHaveLength(2),
    );
  });
});
