import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';

// Lazy route chunks and chained record loads take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });

/** The first render of a file loads the lazy route chunks (slow on a busy machine). */
import { byId, event, match, team } from '../../test/fixtures.js';

/** 12 events of 2 teams each, event n starting in month n of 2026 (so event 12 is the newest). */
function teamsRecords() {
  const events = Array.from({ length: 12 }, (_, i) =>
    event(`recEVENT${String(i + 1).padStart(9, '0')}`, `Cup ${i + 1}`, {
      start_date: `2026-${String(i + 1).padStart(2, '0')}-01`,
    }),
  );
  const entries = events.flatMap((ev, i) =>
    [0, 1].map((j) => ({
      id: `recTEAM${String(i * 2 + j + 1).padStart(10, '0')}`,
      name: j === 0 ? `Alpha ${i + 1}` : `Bravo ${i + 1}`,
      code: j === 0 ? `A${i + 1}` : `B${i + 1}`,
      theme: [],
      game: 'Overwatch',
      event: [ev.id],
      eventStart: ev.start_date,
    })),
  );
  return byId(
    { id: 'special:teams', __kind: 'derived', teams: entries } as { id: string },
    ...events,
  );
}

describe('/teams (public-site §2 "/teams")', () => {
  it('lists events newest first, 10 per page, with the search box', async () => {
    renderApp('/teams', { records: teamsRecords() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(document.title).toBe('Teams | Castline');
    expect(screen.getByPlaceholderText('Start typing to filter')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('teams-event')).toHaveLength(10));
    const ids = screen.getAllByTestId('teams-event').map((s) => s.getAttribute('data-event-id'));
    expect(ids[0]).toBe('recEVENT000000012');
    expect(ids[9]).toBe('recEVENT000000003');
    expect(screen.getByTestId('teams-pager')).toBeTruthy();
  });

  it('keeps the page number in the query', async () => {
    const view = renderApp('/teams', { records: teamsRecords() });
    const pager = await screen.findByTestId('teams-pager');
    fireEvent.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('teams-event')).toHaveLength(2));
    expect(
      screen.getAllByTestId('teams-event').map((s) => s.getAttribute('data-event-id')),
    ).toEqual(['recEVENT000000002', 'recEVENT000000001']);
    fireEvent.click(within(screen.getByTestId('teams-pager')).getByRole('button', { name: '1' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('opens the page of ?page=2 and says so for a page past the end', async () => {
    renderApp('/teams?page=2', { records: teamsRecords() });
    await waitFor(() => expect(screen.getAllByTestId('teams-event')).toHaveLength(2));
    const past = renderApp('/teams?page=5', { records: teamsRecords() });
    expect(await screen.findByTestId('teams-past-end')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(past.router.state.location.search).toBe(''));
  });

  it('filters only from 3 characters: matching teams grouped by event, pager hidden', async () => {
    renderApp('/teams?page=2', { records: teamsRecords() });
    const input = await screen.findByPlaceholderText('Start typing to filter');
    await screen.findByTestId('teams-pager');
    fireEvent.change(input, { target: { value: 'br' } });
    expect(screen.getByTestId('teams-pager')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'bravo 1' } });
    await waitFor(() => expect(screen.queryByTestId('teams-pager')).toBeNull());
    const groups = screen.getAllByTestId('teams-event');
    // Bravo 1, Bravo 10, Bravo 11, Bravo 12: four events, newest first, one team each.
    expect(groups.map((g) => g.getAttribute('data-event-id'))).toEqual([
      'recEVENT000000012',
      'recEVENT000000011',
      'recEVENT000000010',
      'recEVENT000000001',
    ]);
    expect(screen.getAllByTestId('team-card')).toHaveLength(4);
    expect(screen.getByTestId('teams-result-count').textContent).toBe('4 teams found');
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No teams match “zzz”.')).toBeTruthy();
  });

  it('links each team to its page', async () => {
    renderApp('/teams', { records: teamsRecords() });
    const card = (await screen.findAllByTestId('team-card'))[0]!;
    expect(card.getAttribute('href')).toBe('/team/TEAM0000000023');
    expect(card.textContent).toContain('Alpha 12');
  });
});

const players = [
  { id: 'recPLAYER00000001', name: 'zeta', verified: false },
  { id: 'recPLAYER00000002', name: 'Vexshot', verified: true },
  { id: 'recPLAYER00000003', name: 'Ve', verified: false },
  { id: 'recPLAYER00000004', name: 'alpha', verified: true },
];
const playerRecords = byId({ id: 'special:players', __kind: 'derived', players } as { id: string });

describe('/players (public-site §2 "/players")', () => {
  it('is titled Players and lists verified players first, then alphabetical', async () => {
    renderApp('/players', { records: playerRecords });
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeTruthy();
    expect(document.title).toBe('Players | Castline');
    expect(screen.getByText('Use 3 or more characters to search')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(4));
    expect(screen.getAllByTestId('player-card-name').map((c) => c.textContent)).toEqual([
      'alpha',
      'Vexshot',
      'Ve',
      'zeta',
    ]);
    expect(
      screen.getAllByTestId('player-card').map((c) => c.getAttribute('data-verified')),
    ).toEqual(['true', 'true', 'false', 'false']);
  });

  it('searches from 3 characters, or with fewer when Enter is pressed', async () => {
    renderApp('/players', { records: playerRecords });
    const input = await screen.findByLabelText('Search players', { exact: false });
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(4));
    fireEvent.change(input, { target: { value: 've' } });
    expect(screen.getAllByTestId('player-card')).toHaveLength(4);
    expect(screen.getByTestId('players-enter-hint')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(2));
    fireEvent.change(input, { target: { value: 'v' } });
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(4));
    fireEvent.change(input, { target: { value: 'vex' } });
    await waitFor(() => expect(screen.getAllByTestId('player-card')).toHaveLength(1));
    expect(screen.getByTestId('player-card').getAttribute('href')).toBe('/player/PLAYER00000002');
  });
});

const EVENT = 'recEVENTSPRINGAAA';
const BROADCAST = 'recBROADCASTMAINA';
const liveTeams = [team(1), team(2)];
const liveMatch = {
  ...match(1, [liveTeams[0]!.id, liveTeams[1]!.id], '2026-12-01T18:00:00.000Z'),
  live: true,
  scheduled_broadcast: [BROADCAST],
  round: 'Semifinals',
};

describe('/streams (public-site §2 "/streams")', () => {
  it('has the title, Beta badge, explanatory text and the empty state', async () => {
    renderApp('/streams', {
      records: byId({ id: 'special:live-matches', __kind: 'derived', matches: [] } as {
        id: string;
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Community streams' }),
    ).toBeTruthy();
    expect(document.title).toBe('Community streams | Castline');
    expect(screen.getByTestId('streams-beta').textContent).toBe('Beta');
    expect(screen.getByTestId('streams-intro').textContent).toMatch(/streaming status/);
    expect(screen.getByTestId('streams-intro').textContent).toMatch(/streamer mode/);
    expect((await screen.findByTestId('streams-empty')).textContent).toBe(
      'No streams are live right now.',
    );
  });

  it('shows an official card per advertised broadcast of a live match, and community streams', async () => {
    renderApp('/streams', {
      records: byId(
        { id: 'special:live-matches', __kind: 'derived', matches: [liveMatch.id] } as {
          id: string;
        },
        {
          id: 'special:player-streams',
          __kind: 'derived',
          streams: [
            {
              match: [liveMatch.id],
              event: [EVENT],
              player: ['recPLAYER00000002'],
              team: [liveTeams[0]!.id],
              url: 'https://www.twitch.tv/vexshot',
            },
          ],
        } as { id: string },
        liveMatch,
        ...liveTeams,
        event(EVENT, 'Spring Cup', { broadcasts: [BROADCAST] }),
        {
          id: BROADCAST,
          __kind: 'broadcast',
          advertise: true,
          live_match: [liveMatch.id],
          stream_link: 'https://www.twitch.tv/castline',
          name: 'Main',
        } as { id: string },
        { id: 'recPLAYER00000002', __kind: 'player', name: 'Vexshot' } as { id: string },
      ),
    });
    await waitFor(() => expect(screen.getAllByTestId('stream-card')).toHaveLength(2));
    const [official, community] = screen.getAllByTestId('stream-card');
    expect(official!.getAttribute('href')).toBe('/match/MATCH000000001');
    expect(within(official!).getByTestId('stream-card-name').textContent).toBe('Team 1 vs Team 2');
    expect(within(official!).getByText('Spring · Semifinals')).toBeTruthy();
    expect(within(official!).getByTestId('stream-card-byline').textContent).toBe(
      'Official event stream',
    );
    expect(within(official!).getByTestId('stream-key').textContent).toBe('castline');
    expect(within(official!).getByTestId('stream-thumbnail').getAttribute('data-service')).toBe(
      'twitch-live',
    );
    await waitFor(() =>
      expect(within(community!).getByTestId('stream-card-byline').textContent).toBe(
        'Vexshot · Team 1',
      ),
    );
    expect(within(community!).getByTestId('stream-key').textContent).toBe('vexshot');
  });
});
