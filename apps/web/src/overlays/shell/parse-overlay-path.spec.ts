import { describe, expect, it } from 'vitest';
import { parseOverlayPath } from './parse-overlay-path.js';

describe('parseOverlayPath', () => {
  it.each([
    ['/broadcast/main/ingame', { shell: 'broadcast', key: 'main', route: 'ingame' }],
    ['/broadcast/main/cams/pov', { shell: 'broadcast', key: 'main', route: 'cams/pov' }],
    ['/broadcast/main', { shell: 'broadcast', key: 'main', route: '' }],
    ['/client/OBS-One/tally-viewer/', { shell: 'client', key: 'obs-one', route: 'tally-viewer' }],
    ['/broadcast/a%20b/gfx/2', { shell: 'broadcast', key: 'a b', route: 'gfx/2' }],
  ])('%s', (path, expected) => {
    expect(parseOverlayPath(path)).toEqual(expected);
  });

  it.each(['/', '/events', '/broadcast', '/broadcast/', '/broadcast/%E0%A4%A/x'])(
    'answers null for %s',
    (path) => {
      expect(parseOverlayPath(path)).toBeNull();
    },
  );
});
