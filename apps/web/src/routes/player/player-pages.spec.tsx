import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.js';

// Lazy route chunks and chained record loads take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });
import { byId as keyById, event, EVENT_SPRING, match, THEME_BLUE } from '../../test/fixtures.js';

/** Records keyed by id (any record shape). */
function all(...list: ({ id: string } & Record<string, unknown>)[]) {
  return keyById(...list);
}

/** The first render of a file loads the lazy route chunks (slow on a busy machine). */

const PLAYER = 'recPLAYERVEXAAAAA';
const MATE = 'recPLAYERNOVAAAAA';
const CASTER = 'recPLAYERCASTERAA';
const TEAM = 'recTEAMROSEAAAAAA';
const OTHER = 'recTEAMFROSTAAAAA';
const REL = 'recRELATIONSHIPAA';
const MAP_A = 'recMAPAAAAAAAAAAA';
const MAP_B = 'recMAPBBBBBBBBBBB';
const played = {
  ...match(1, [TEAM, OTHER], '2026-11-01T18:00:00.000Z'),
  score_1: 2,
  score_2: 1,
  first_to: 2,
  maps: [MAP_A, MAP_B],
};

const records = all(
  {
    id: PLAYER,
    __kind: 'player',
    name: 'Vexshot',
    verified: true,
    role: 'Tank',
    pronouns: 'he/they',
    battletag: 'Vexshot#1',
    riot_id: 'Vex#EUW',
    member_of: [TEAM],
    captain_of: [TEAM],
    profile_picture_theme: [THEME_BLUE],
    favourite_hero: [],
    accolades: [],
    news: [],
    casted_matches: [],
    casted_events: [],
    player_relationships: [],
    brands_designed: [],
    event_brands_designed: [],
  },
  { id: MATE, __kind: 'player', name: 'Nova', member_of: [TEAM] },
  {
    id: CASTER,
    __kind: 'player',
    name: 'Casey Caster',
    member_of: [],
    casted_matches: [played.id],
    casted_events: [EVENT_SPRING],
    player_relationships: [REL],
    news: [],
  },
  {
    id: REL,
    __kind: 'player_relationship',
    singular_name: 'Producer',
    player: [CASTER],
    matches: [played.id],
    events: [],
  },
  {
    id: TEAM,
    __kind: 'team',
    name: 'Rose Stags',
    code: 'ROS',
    theme: [],
    event: [EVENT_SPRING],
    players: [PLAYER, MATE],
    matches: [played.id],
  },
  {
    id: OTHER,
    __kind: 'team',
    name: 'Frost Jackals',
    code: 'FRJ',
    theme: [],
    players: [],
    matches: [played.id],
  },
  played,
  { id: MAP_A, __kind: 'map', name: 'Oasis', winner: [TEAM], banner: [], draw: false },
  { id: MAP_B, __kind: 'map', name: 'Nepal', winner: [OTHER], banner: [], draw: false },
  event(EVENT_SPRING, 'Spring Cup'),
  { id: THEME_BLUE, __kind: 'theme', color_theme: '#1c7ed6', small_logo: [], default_logo: [] },
);

function tabNames(): string[] {
  return within(screen.getByTestId('entity-tabs'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('player pages (public-site §2 "Player pages")', () => {
  it('shows the player in their colours, verified, with their facts and the tabs they have data for', async () => {
    renderApp('/player/PLAYERVEXAAAAA', { records });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vexshot' })).toBeTruthy();
    expect(document.title).toBe('Vexshot | Castline');
    await waitFor(() =>
      expect(screen.getByTestId('player-header').style.background).toBe('rgb(28, 126, 214)'),
    );
    expect(screen.getByTestId('player-verified')).toBeTruthy();
    const facts = screen.getByTestId('player-facts');
    expect(within(facts).getByText('Battletag')).toBeTruthy();
    expect(within(facts).getByText('Riot ID')).toBeTruthy();
    expect(tabNames()).toEqual([
      'Overview',
      'Played matches',
      'Match stats',
      'Participation',
      'Partners',
      'Banner',
    ]);
  });

  it('shows casts, news and production tabs only for players with that data', async () => {
    renderApp('/player/PLAYERCASTERAA', { records });
    await screen.findByRole('heading', { level: 1, name: 'Casey Caster' });
    expect(tabNames()).toEqual(['Overview', 'Casts', 'Production', 'Participation', 'Banner']);
  });

  it.each(['matches', 'production'])('serves production work at /%s (alias)', async (path) => {
    renderApp(`/player/PLAYERCASTERAA/${path}`, { records });
    expect(await screen.findByTestId('production-role')).toBeTruthy();
    expect(within(screen.getByTestId('production-role')).getByText('Producer')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(1));
    expect(screen.getByTestId('tab-production').getAttribute('aria-current')).toBe('page');
  });

  it('summarises match stats over the team’s finished matches', async () => {
    renderApp('/player/PLAYERVEXAAAAA/match-stats', { records });
    await waitFor(() => expect(screen.getAllByTestId('stat-card')).toHaveLength(3));
    expect(screen.getAllByTestId('stat-card').map((card) => card.textContent)).toEqual([
      'Matches1 – 01 played',
      'Maps1 – 1 – 0Maps W – L – D',
      'Win rate100%Matches',
    ]);
  });

  it('lists partners and participation', async () => {
    renderApp('/player/PLAYERVEXAAAAA/partners', { records });
    await waitFor(() => expect(screen.getAllByTestId('person-card')).toHaveLength(1));
    expect(screen.getByText('Nova')).toBeTruthy();
    renderApp('/player/PLAYERVEXAAAAA/participation', { records });
    await waitFor(() =>
      expect(screen.getAllByTestId('participation-role').map((r) => r.textContent)).toEqual([
        'Player',
        'Captain',
      ]),
    );
  });

  it('shows Not Found for an unknown player', async () => {
    renderApp('/player/NOSUCHPLAYERAA', { records });
    expect(await screen.findByText("We couldn't find that player.")).toBeTruthy();
  });
});
