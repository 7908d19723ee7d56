import { act, screen, waitFor, within } from '@testing-library/react';
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
const player = (id: string, name: string, role: string | null, pronouns: string | null = null) => ({
  id,
  __kind: 'player',
  name,
  role,
  pronouns,
});
const EVENT_THEME = theme('recThemeEvent01', '#123456');
const HIGHLIGHT_THEME = theme('recThemeHighl01', '#223344');
const EVENT = {
  id: 'recEvent0000001',
  __kind: 'event',
  name: 'Spring Cup',
  theme: [EVENT_THEME.id],
  game: 'Overwatch',
};
const HIGHLIGHT = {
  id: 'recEvent0000002',
  __kind: 'event',
  name: 'Winter Finals',
  theme: [HIGHLIGHT_THEME.id],
};
const A_THEME = theme('recThemeAlpha01', '#aa0000');
const B_THEME = theme('recThemeBravo01', '#0000aa');
const PLAYERS = [
  player('recPlayerA00001', 'Ana Support', 'Support', 'she/her'),
  player('recPlayerA00002', 'Tim Tank', 'Tank'),
  player('recPlayerA00003', 'Dee Damage', 'Damage', 'they/them'),
  player('recPlayerB00001', 'Bo', 'DPS'),
  player('recStaffA000001', 'Cora Coach', 'Coach'),
];
const ALPHA = {
  id: 'recTeamAlpha001',
  __kind: 'team',
  name: 'Alpha',
  code: 'ALP',
  theme: [A_THEME.id],
  players: ['recPlayerA00001', 'recPlayerA00002', 'recPlayerA00003'],
  staff: ['recStaffA000001'],
};
const BRAVO = {
  id: 'recTeamBravo001',
  __kind: 'team',
  name: 'Bravo',
  theme: [B_THEME.id],
  players: ['recPlayerB00001'],
  staff: [],
};
const MATCH = {
  id: 'recMatch0000001',
  __kind: 'match',
  teams: [ALPHA.id, BRAVO.id],
  flip_teams: false,
  event: [EVENT.id],
  game: 'Overwatch',
};
const MAIN = {
  id: 'recBroadcast001',
  __kind: 'broadcast',
  key: 'main',
  event: [EVENT.id],
  theme_override: [],
  broadcast_settings: [],
  transition_offset: 0,
  live_match: [MATCH.id],
  highlight_team: [],
  highlight_event: [] as string[],
};
const RECORDS: Record<string, Record<string, unknown>> = {
  'broadcast-main': MAIN,
  [MAIN.id]: MAIN,
  [MATCH.id]: MATCH,
  [EVENT.id]: EVENT,
  [HIGHLIGHT.id]: HIGHLIGHT,
  [ALPHA.id]: ALPHA,
  [BRAVO.id]: BRAVO,
  ...Object.fromEntries(
    [EVENT_THEME, HIGHLIGHT_THEME, A_THEME, B_THEME, ...PLAYERS].map((r) => [r.id, r]),
  ),
};

function setup(search: string) {
  return renderOverlay(RECORDS, '/broadcast/main/rosters', search);
}

const names = (team: HTMLElement, testId: string) =>
  within(team)
    .queryAllByTestId(testId)
    .map((row) => row.querySelector('[data-testid="roster-player-name"]')?.getAttribute('title'));

describe('rosters overlay (OVERLAYS §1 rosters)', () => {
  it('shows both rosters in display order on their team themes, sorted by the game profile, with staff', async () => {
    const { socket } = setup('?noAnimate&sort&staff&badges');
    await waitFor(() => expect(screen.getAllByTestId('roster-team')).toHaveLength(2));
    const [alpha, bravo] = screen.getAllByTestId('roster-team') as [HTMLElement, HTMLElement];
    expect(alpha.getAttribute('data-team')).toBe(ALPHA.id);
    expect(alpha.style.background).toBe('rgb(170, 0, 0)');
    // Overwatch profile order: DPS (Damage), Tank, Support.
    expect(names(alpha, 'roster-player')).toEqual(['Dee Damage', 'Tim Tank', 'Ana Support']);
    expect(names(alpha, 'roster-staff')).toEqual(['Cora Coach']);
    expect(
      within(alpha)
        .getAllByTestId('roster-pronouns')
        .map((el) => el.textContent),
    ).toEqual(['they/them', 'she/her']);
    expect(
      within(alpha)
        .getAllByTestId('roster-role')
        .map((el) => el.textContent),
    ).toEqual(['Damage', 'Tank', 'Support', 'Coach']);
    expect(names(bravo, 'roster-player')).toEqual(['Bo']);
    expect(screen.getByTestId('rosters-heading').textContent).toContain('Spring Cup');

    // flip_teams swaps the sides; highlight_event retitles the panel.
    act(() => socket.fire('data_update', MATCH.id, { ...MATCH, flip_teams: true }));
    await waitFor(() =>
      expect(screen.getAllByTestId('roster-team')[0]?.getAttribute('data-team')).toBe(BRAVO.id),
    );
    act(() =>
      socket.fire('data_update', 'broadcast-main', { ...MAIN, highlight_event: [HIGHLIGHT.id] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('rosters-heading').textContent).toContain('Winter Finals'),
    );

    // A renamed player repaints.
    act(() => socket.fire('data_update', 'recPlayerB00001', { ...PLAYERS[3], name: 'Bo Renamed' }));
    await waitFor(() =>
      expect(names(screen.getAllByTestId('roster-team')[0]!, 'roster-player')).toEqual([
        'Bo Renamed',
      ]),
    );
  });

  it('keeps roster order without sort, hides roles with roles=false and staff without staff', async () => {
    setup('?noAnimate&roles=false');
    await waitFor(() => expect(screen.getAllByTestId('roster-team')).toHaveLength(2));
    const alpha = screen.getAllByTestId('roster-team')[0]!;
    expect(names(alpha, 'roster-player')).toEqual(['Ana Support', 'Tim Tank', 'Dee Damage']);
    expect(within(alpha).queryAllByTestId('roster-role')).toHaveLength(0);
    expect(within(alpha).queryAllByTestId('roster-staff')).toHaveLength(0);
    expect(screen.getByTestId('rosters-panel').getAttribute('data-split')).toBe('false');
  });
});
