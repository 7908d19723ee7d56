import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOverlay } from '../../test/render-overlay.js';
import { describe, expect, it, vi } from 'vitest';

const THEME = {
  id: 'recTheme0000001',
  __kind: 'theme',
  name: 'Spring',
  color_theme: '#123456',
  color_text_on_theme: '#ffffff',
  color_accent: '#ffcc00',
};
const EVENT = { id: 'recEvent0000001', __kind: 'event', theme: [THEME.id], broadcast_css: '' };
const broadcast = (id: string, key: string, liveMatch: string[]) => ({
  id,
  __kind: 'broadcast',
  key,
  name: `Broadcast ${key}`,
  event: [EVENT.id],
  theme_override: [],
  broadcast_settings: ['Use built-in stingers'],
  transition_offset: 0,
  broadcast_css: '.custom-title{letter-spacing:1px}',
  live_match: liveMatch,
  highlight_team: [],
});
const MAIN = {
  ...broadcast('recBroadcast001', 'main', ['recMatch0000001']),
  gfx: ['recGfx000000001', 'recGfx000000002'],
};
const GFX_TEXT = {
  id: 'recGfx000000002',
  __kind: 'gfx',
  name: 'Notice',
  type: 'Text',
  title: 'Technical pause',
  data: 'Back in 5 minutes',
};
const SECOND = broadcast('recBroadcast002', 'second', []);
const CLIENT = {
  id: 'recClient000001',
  __kind: 'client',
  key: 'prod1',
  name: 'Production 1',
  broadcast: [MAIN.id, SECOND.id],
};
const teamTheme = (id: string, name: string, color: string) => ({
  id,
  __kind: 'theme',
  name,
  color_theme: color,
  color_text_on_theme: '#ffffff',
  color_accent: '#ffffff',
});
const ALPHA_THEME = teamTheme('recThemeAlpha01', 'Alpha theme', '#aa0000');
const BRAVO_THEME = teamTheme('recThemeBravo01', 'Bravo theme', '#0000aa');
const ALPHA = { id: 'recTeamAlpha001', __kind: 'team', name: 'Alpha', theme: [ALPHA_THEME.id] };
const BRAVO = { id: 'recTeamBravo001', __kind: 'team', name: 'Bravo', theme: [BRAVO_THEME.id] };
const MATCH = {
  id: 'recMatch0000001',
  __kind: 'match',
  teams: [ALPHA.id, BRAVO.id],
  flip_teams: false,
};
const RECORDS = {
  [ALPHA_THEME.id]: ALPHA_THEME,
  [BRAVO_THEME.id]: BRAVO_THEME,
  [ALPHA.id]: ALPHA,
  [BRAVO.id]: BRAVO,
  [MATCH.id]: MATCH,
  [THEME.id]: THEME,
  [EVENT.id]: EVENT,
  [MAIN.id]: MAIN,
  [SECOND.id]: SECOND,
  'broadcast-main': MAIN,
  'client-prod1': CLIENT,
  [GFX_TEXT.id]: GFX_TEXT,
};

function setup(pathname: string, search = '') {
  return renderOverlay(RECORDS, pathname, search);
}

describe('OverlayRoot (OVERLAYS §2 shell behaviour)', () => {
  it('a client overlay follows the active broadcast and re-points live when it changes', async () => {
    const { socket, reload } = setup('/client/PROD1/custom', '?title=Hello%20there&class=dark');
    const frame = await screen.findByTestId('overlay-frame');
    expect(frame.getAttribute('data-broadcast')).toBe('main');
    expect((await screen.findByTestId('custom-title')).textContent).toBe('Hello there');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(socket.emitsOf('prod-join')).toEqual([['prod1']]);
    expect(socket.emitsOf('prod-broadcast-join')).toEqual([['main']]);
    await waitFor(() => expect(socket.emitsOf('prod-update').length).toBeGreaterThan(0));
    expect(socket.emitsOf('prod-update')[0]?.[0]).toMatchObject({
      clientName: 'Production 1',
      component: 'custom',
      path: '/client/PROD1/custom',
      fullPath: '/client/PROD1/custom?title=Hello+there&class=dark',
      active: false,
      visible: true,
    });
    // The event's then the broadcast's broadcast_css (the event's is blank here).
    expect(screen.getAllByTestId('overlay-css').map((el) => el.textContent)).toEqual([
      MAIN.broadcast_css,
    ]);

    // set-active-broadcast: client-prod1's data_update puts `second` first.
    act(() =>
      socket.fire('data_update', 'client-prod1', { ...CLIENT, broadcast: [SECOND.id, MAIN.id] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('overlay-frame').getAttribute('data-broadcast')).toBe('second'),
    );
    expect(socket.emitsOf('prod-broadcast-join')).toEqual([['main'], ['second']]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a click activates the overlay, the stinger covers it, and the activation is reported', async () => {
    const { socket } = setup('/client/prod1/stinger', '?stingerText=Up%20next');
    const stinger = await screen.findByTestId('overlay-stinger');
    expect(stinger.getAttribute('data-phase')).toBe('idle');
    fireEvent.click(window);
    expect(screen.getByTestId('overlay-stinger').getAttribute('data-phase')).toBe('covering');
    expect(screen.getByTestId('overlay-stinger-text').textContent).toBe('Up next');
    await waitFor(() =>
      expect(socket.emitsOf('prod-update').at(-1)?.[0]).toMatchObject({
        clientName: 'Production 1',
        component: 'stinger',
        active: true,
      }),
    );
    fireEvent.click(window);
  });

  it('a broadcast overlay joins its broadcast room only', async () => {
    const { socket } = setup('/broadcast/main/stinger');
    await screen.findByTestId('overlay-frame');
    expect(socket.emitsOf('prod-broadcast-join')).toEqual([['main']]);
    expect(socket.emitsOf('prod-join')).toEqual([]);
  });

  it('a change of subject (highlighted team) while active plays the stinger; the same data again does not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { socket } = setup('/broadcast/main/custom');
      await screen.findByTestId('overlay-stinger');
      fireEvent.click(window);
      await act(() => vi.advanceTimersByTimeAsync(2100));
      expect(screen.getByTestId('overlay-stinger').getAttribute('data-phase')).toBe('idle');
      // The same record again (a reconnect's re-read): nothing replays.
      act(() => socket.fire('data_update', 'broadcast-main', { ...MAIN }));
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByTestId('overlay-stinger').getAttribute('data-phase')).toBe('idle');
      act(() =>
        socket.fire('data_update', 'broadcast-main', {
          ...MAIN,
          highlight_team: ['recTeam0000001'],
        }),
      );
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByTestId('overlay-stinger').getAttribute('data-phase')).toBe('covering');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stinger?teamNum=1: the live match team displayed first themes the stinger; flip_teams re-themes and replays it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { socket } = setup('/client/prod1/stinger', '?teamNum=1');
      const stinger = await screen.findByTestId('overlay-stinger');
      expect(stinger.getAttribute('data-team')).toBe(ALPHA.id);
      expect(stinger.style.background).toBe('rgb(170, 0, 0)');
      fireEvent.click(window);
      expect(screen.getByTestId('overlay-stinger-text').textContent).toBe('Alpha');
      await act(() => vi.advanceTimersByTimeAsync(2100));
      expect(screen.getByTestId('overlay-stinger').getAttribute('data-phase')).toBe('idle');
      // toggle-flip-teams: the match's data_update puts Bravo first on screen.
      act(() => socket.fire('data_update', MATCH.id, { ...MATCH, flip_teams: true }));
      await act(() => vi.advanceTimersByTimeAsync(100));
      const flipped = screen.getByTestId('overlay-stinger');
      expect(flipped.getAttribute('data-team')).toBe(BRAVO.id);
      expect(flipped.getAttribute('data-phase')).toBe('covering');
      expect(flipped.style.background).toBe('rgb(0, 0, 170)');
      expect(screen.getByTestId('overlay-stinger-text').textContent).toBe('Bravo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stinger: stingerText and stingerThemeOverride win over the team; other routes ignore teamNum', async () => {
    const first = setup(
      '/broadcast/main/stinger',
      `?teamNum=2&stingerText=Up%20next&stingerTheme=${THEME.id}`,
    );
    const stinger = await screen.findByTestId('overlay-stinger');
    expect(stinger.getAttribute('data-team')).toBe(BRAVO.id);
    expect(stinger.style.background).toBe('rgb(18, 52, 86)');
    expect(screen.getByTestId('overlay-stinger-text').textContent).toBe('Up next');
    first.unmount();
    setup('/broadcast/main/custom', '?teamNum=1');
    const custom = await screen.findByTestId('overlay-stinger');
    expect(custom.getAttribute('data-team')).toBeNull();
    expect(custom.style.background).toBe('rgb(18, 52, 86)');
  });

  it('top anchors the custom frame to the top edge on the broadcast shell only', async () => {
    const first = setup('/broadcast/main/custom', '?top&title=T');
    expect((await screen.findByTestId('custom-position')).style.top).toBe('96px');
    first.unmount();
    setup('/client/prod1/custom', '?top&title=T');
    expect((await screen.findByTestId('custom-position')).style.bottom).toBe('96px');
  });

  it('noStinger and noAnimate: no stinger, always active', async () => {
    setup('/broadcast/main/custom', '?noStinger&noAnimate');
    const frame = await screen.findByTestId('overlay-frame');
    expect(frame.getAttribute('data-active')).toBe('true');
    expect(screen.queryByTestId('overlay-stinger')).toBeNull();
  });

  it('reloads on prod_button_reload and reports again on send_prod_update', async () => {
    const { socket, reload } = setup('/client/prod1/custom');
    await screen.findByTestId('overlay-frame');
    await waitFor(() => expect(socket.emitsOf('prod-update').length).toBeGreaterThan(0));
    const before = socket.emitsOf('prod-update').length;
    act(() => socket.fire('send_prod_update'));
    expect(socket.emitsOf('prod-update').length).toBe(before + 1);
    act(() => socket.fire('prod_button_reload'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('/client/{key}/gfx/{n} shows GFX item n of the active broadcast at once (opened in a tab)', async () => {
    setup('/client/prod1/gfx/2');
    expect((await screen.findByTestId('gfx-title')).textContent).toBe('Technical pause');
    expect(screen.getByText('Back in 5 minutes')).toBeTruthy();
    expect(screen.getByTestId('overlay-frame').getAttribute('data-active')).toBe('true');
  });

  it('tally redirects to tally-viewer with the same options', () => {
    const { replace } = setup('/client/prod1/tally', '?number=2');
    expect(replace).toHaveBeenCalledWith('/client/prod1/tally-viewer?number=2');
  });

  it('a key that names no client shows a notice', async () => {
    setup('/client/nobody/custom');
    expect((await screen.findByTestId('overlay-notice')).textContent).toBe(
      'No production client with the key "nobody".',
    );
  });

  it('iframe embeds only http(s) addresses', async () => {
    setup('/broadcast/main/iframe', '?url=javascript:alert(1)');
    expect((await screen.findByTestId('overlay-notice')).textContent).toContain('http(s)');
  });
});
