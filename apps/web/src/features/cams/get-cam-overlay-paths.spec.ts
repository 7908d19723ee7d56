import { describe, expect, it } from 'vitest';
import { parseOverlayPath } from '../../overlays/shell/parse-overlay-path.js';
import {
  getCamOverlayPath,
  getPovOverlayPath,
  listBroadcastCamOverlays,
} from './get-cam-overlay-paths.js';

describe('cam overlay paths (OVERLAYS §1 cams/desk, cams/ingame, cams/pov, cams/full)', () => {
  it('lists the per-broadcast overlays on the broadcast shell', () => {
    expect(listBroadcastCamOverlays('main')).toEqual([
      { kind: 'desk', path: '/broadcast/main/cams/desk' },
      { kind: 'ingame', path: '/broadcast/main/cams/ingame' },
      { kind: 'full', path: '/broadcast/main/cams/full?number=1' },
    ]);
  });

  it("gives a player's POV overlay with the player option", () => {
    expect(getPovOverlayPath('main', 'recPLAYERAAAAAAAA')).toBe(
      '/broadcast/main/cams/pov?player=recPLAYERAAAAAAAA',
    );
  });

  it.each(['main', 'B stream', 'ä/b'])(
    'gives paths the overlay document parses back to the route (key %j)',
    (key) => {
      for (const kind of ['desk', 'ingame', 'pov', 'full'] as const) {
        const path = getCamOverlayPath(key, kind, [['number', '2']]);
        const [pathname] = path.split('?');
        expect(parseOverlayPath(pathname ?? '')).toEqual({
          shell: 'broadcast',
          key,
          route: `cams/${kind}`,
        });
      }
    },
  );
});
