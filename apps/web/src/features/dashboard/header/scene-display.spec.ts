import { describe, expect, it } from 'vitest';
import type { StreamEntry } from '@castline/contracts';
import type { SceneChange } from './dashboard-production.js';
import { pickShownScenes } from './scene-display.js';

const stream = (clientName: string, preview: string | null, program: string | null) =>
  ({
    clientName,
    client: 'recCLIENTPRODAAAA',
    socketId: clientName,
    scenes: { preview, program },
    status: null,
    settings: null,
  }) as StreamEntry;
const change = (preview: string | null, program: string | null) =>
  ({ preview, program, source: 'Producer PC' }) as SceneChange;

describe('pickShownScenes (broadcast §2 preview and program scene display)', () => {
  it.each<[string, SceneChange | null, StreamEntry[], string | null]>([
    ['the latest change wins', change('Replay', 'Obs 1'), [stream('A', 'X', 'Y')], 'Obs 1'],
    ['no change: the only transmitter', null, [stream('A', 'Replay', 'Cams')], 'Cams'],
    [
      'no change, two transmitters: nothing',
      null,
      [stream('A', 'a', 'b'), stream('B', 'c', 'd')],
      null,
    ],
    [
      'a change naming no scene counts as none',
      change(null, null),
      [stream('A', 'R', 'Desk')],
      'Desk',
    ],
    ['nothing at all', null, [], null],
  ])('%s', (_, latest, streams, program) => {
    expect(pickShownScenes(latest, streams)?.program ?? null).toBe(program);
  });
});
