import { act, screen, waitFor } from '@testing-library/react';
import { renderOverlay } from '../../test/render-overlay.js';
import { describe, expect, it } from 'vitest';

const theme = (id: string, color: string) => ({
  id,
  __kind: 'theme',
  name: id,
  color_theme: color,
  color_text_on_theme: '#ffffff',
  color_accent: '#ffcc00',
});
const EVENT_THEME = theme('recThemeEvent01', '#123456');
const A_THEME = theme('recThemeAlpha01', '#aa0000');
const B_THEME = theme('recThemeBravo01', '#0000aa');
const EVENT = {
  id: 'recEvent0000001',
  __kind: 'event',
  name: 'Spring Cup',
  short: 'Spring',
  theme: [EVENT_THEME.id],
};
const ALPHA = {
  id: 'recTeamAlpha001',
  __kind: 'team',
  name: 'Alpha Wolves',
  code: 'ALP',
  theme: [A_THEME.id],
};
const BRAVO = {
  id: 'recTeamBravo001',
  __kind: 'team',
  name: 'Bravo',
  code: null,
  theme: [B_THEME.id],
};
const HERO = { id: 'recHero00000001', __kind: 'hero', name: 'Ana', icon: [] };
const MAP_DATA = { id: 'recMapData00001', __kind: 'map_data', name: 'Busan', image: [] };
const MAP_1 = {
  id: 'recMap000000001',
  __kind: 'map',
  number: 1,
  winner: [ALPHA.id],
  map: [MAP_DATA.id],
};
const MAP_2 = {
  id: 'recMap000000002',
  __kind: 'map',
  number: 2,
  map: [MAP_DATA.id],
  team_1_bans: [HERO.id],
  team_2_bans: [],
};
const MATCH = {
  id: 'recMatch0000001',
  __kind: 'match',
  teams: [ALPHA.id, BRAVO.id],
  score_1: 1,
  score_2: 0,
  first_to: 2,
  flip_teams: false,
  match_group: 'Finals',
  event: [EVENT.id],
  maps: [MAP_1.id, MAP_2.id],
};
const MAIN = {
  id: 'recBroadcast001',
  __kind: 'broadcast',
  key: 'main',
  event: [EVENT.id],
  theme_override: [],
  broadcast_settings: ['Show banned heroes ingame'],
  transition_offset: 0,
  live_match: [MATCH.id],
  highlight_team: [],
  map_attack: 'Right',
  middle_text_format: null,
  ingame_details_format: '{event_short} · {match_group}',
  sponsors: [],
  margin: 40,
};
const RECORDS: Record<string, Record<string, unknown>> = {
  'broadcast-main': MAIN,
  ...Object.fromEntries(
    [MAIN, MATCH, EVENT, ALPHA, BRAVO, HERO, MAP_DATA, MAP_1, MAP_2].map((r) => [r.id, r]),
  ),
  ...Object.fromEntries([EVENT_THEME, A_THEME, B_THEME].map((r) => [r.id, r])),
};

function setup(pathname: string, search: string) {
  return renderOverlay(RECORDS, pathname, search);
}

const title = (testId: string) => screen.getByTestId(testId).getAttribute('title');

describe('ingame overlay (OVERLAYS §1 ingame, costream)', () => {
  it('paints the live match: names on team themes, scores, attack, middle and details, maps, bans', async () => {
    const { socket } = setup('/broadcast/main/ingame', '?noAnimate');
    await waitFor(() => expect(screen.getByTestId('hud-bar')).toBeTruthy());
    expect(screen.getByTestId('ingame-overlay').style.top).toBe('40px');
    expect(title('hud-name-left')).toBe('Alpha Wolves');
    expect(title('hud-name-right')).toBe('Bravo');
    expect(screen.getByTestId('hud-team-left').style.background).toBe('rgb(170, 0, 0)');
    expect(screen.getByTestId('hud-score-left').textContent).toBe('1');
    expect(screen.getByTestId('hud-score-right').textContent).toBe('0');
    expect(screen.queryByTestId('hud-attack-left')).toBeNull();
    expect(screen.getByTestId('hud-attack-right').textContent).toBe('Attack');
    // No middle_text_format: the current map; the details format filled.
    expect(title('hud-middle-text')).toBe('Map 2 · Busan');
    expect(title('hud-details')).toBe('Spring · Finals');
    expect(screen.getAllByTestId('hud-map').map((pip) => pip.getAttribute('data-state'))).toEqual([
      'played',
      'current',
      'upcoming',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('hud-ban')).toHaveLength(1));
    expect(screen.getByTestId('hud-bans-left')).toBeTruthy();

    // A score change repaints; flip_teams swaps the sides and their bans.
    act(() => socket.fire('data_update', MATCH.id, { ...MATCH, score_2: 1 }));
    await waitFor(() => expect(screen.getByTestId('hud-score-right').textContent).toBe('1'));
    act(() => socket.fire('data_update', MATCH.id, { ...MATCH, flip_teams: true }));
    await waitFor(() => expect(title('hud-name-left')).toBe('Bravo'));
    expect(screen.getByTestId('hud-bans-right')).toBeTruthy();
    // map_attack stays on the screen side the producer chose.
    expect(screen.getByTestId('hud-attack-right')).toBeTruthy();
  });

  it('shows codes, dots and hidden scores from the broadcast settings', async () => {
    const { socket } = setup('/broadcast/main/ingame', '?noAnimate&codes');
    await waitFor(() => expect(screen.getByTestId('hud-bar')).toBeTruthy());
    expect(title('hud-name-left')).toBe('ALP');
    expect(title('hud-name-right')).toBe('Bravo');
    act(() =>
      socket.fire('data_update', 'broadcast-main', {
        ...MAIN,
        broadcast_settings: ['Use dots instead of numbers for score'],
      }),
    );
    await waitFor(() =>
      expect(
        screen.getAllByTestId('hud-dot').map((dot) => dot.getAttribute('data-filled')),
      ).toEqual(['true', 'false', 'false', 'false']),
    );
    expect(screen.queryAllByTestId('hud-ban')).toHaveLength(0);
    act(() => socket.fire('data_update', 'broadcast-main', { ...MAIN, hide_scores: true }));
    await waitFor(() => expect(screen.queryByTestId('hud-score-left')).toBeNull());
  });

  it('basic is a plain bar; the costream alias is the co-streamer HUD', async () => {
    setup('/broadcast/main/costreamer', '?basic');
    await waitFor(() => expect(screen.getByTestId('hud-bar')).toBeTruthy());
    expect(screen.getByTestId('ingame-overlay').getAttribute('data-variant')).toBe('costream');
    expect(screen.getByTestId('hud-bar').getAttribute('data-basic')).toBe('true');
    expect(screen.queryByTestId('hud-middle')).toBeNull();
    expect(screen.queryByTestId('hud-maps')).toBeNull();
    expect(screen.queryByTestId('hud-attack-right')).toBeNull();
  });
});
