import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOverlay } from '../../test/render-overlay.js';

const NEWS = {
  id: 'recNews00000001',
  __kind: 'news',
  name: 'Rumble recap',
  video_url: 'https://www.youtube.com/watch?v=rumbleRank01',
  media: [],
};
const MAIN = {
  id: 'recBroadcast001',
  __kind: 'broadcast',
  key: 'main',
  event: [],
  theme_override: [],
  broadcast_settings: [],
  transition_offset: 0,
  live_match: [],
  highlight_media: [NEWS.id],
};
const RECORDS: Record<string, Record<string, unknown>> = {
  'broadcast-main': MAIN,
  [MAIN.id]: MAIN,
  [NEWS.id]: NEWS,
};

describe('media overlay (OVERLAYS §1 media)', () => {
  it('waits for the overlay to start before it plays, and the player lets clicks through to the shell', async () => {
    renderOverlay(RECORDS, '/broadcast/main/media');
    await waitFor(() =>
      expect(screen.getByTestId('media-overlay').getAttribute('data-state')).toBe('waiting'),
    );
    expect(screen.queryByTestId('media-embed')).toBeNull();
    fireEvent.click(window);
    await waitFor(() =>
      expect(screen.getByTestId('media-overlay').getAttribute('data-state')).toBe('playing'),
    );
    expect(screen.getByTestId('media-embed').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/rumbleRank01\?autoplay=1&mute=1/,
    );
    expect(screen.getByTestId('media-player').style.pointerEvents).toBe('none');
    // A second click (deactivation outside OBS) reaches the shell: the player goes away.
    fireEvent.click(window);
    await waitFor(() => expect(screen.queryByTestId('media-embed')).toBeNull());
  });

  it('shows nothing without a highlight, and follows update-broadcast live', async () => {
    const { socket } = renderOverlay(
      { ...RECORDS, 'broadcast-main': { ...MAIN, highlight_media: [] } },
      '/broadcast/main/media',
      '?noAnimate',
    );
    await waitFor(() =>
      expect(screen.getByTestId('media-overlay').getAttribute('data-state')).toBe('none'),
    );
    act(() => socket.fire('data_update', 'broadcast-main', MAIN));
    await waitFor(() =>
      expect(screen.getByTestId('media-overlay').getAttribute('data-state')).toBe('playing'),
    );
  });
});
