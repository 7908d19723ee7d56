import { describe, expect, it } from 'vitest';
import { resolveOverlayRoute } from './resolve-overlay-route.js';
import type { OverlayPath } from './parse-overlay-path.js';

const client = (route: string): OverlayPath => ({ shell: 'client', key: 'prod1', route });
const broadcast = (route: string): OverlayPath => ({ shell: 'broadcast', key: 'main', route });

describe('resolveOverlayRoute (OVERLAYS §1, §2)', () => {
  it.each([
    [client('tally'), '?number=2', { kind: 'redirect', to: '/client/prod1/tally-viewer?number=2' }],
    [broadcast('tally'), '', { kind: 'redirect', to: '/broadcast/main/tally-viewer' }],
    [client('admin'), '', { kind: 'admin' }],
    [broadcast('admin'), '', { kind: 'placeholder', route: 'admin' }],
    [client('custom'), '?title=x', { kind: 'overlay', name: 'custom', index: null, variant: null }],
    [client('stinger'), '', { kind: 'overlay', name: 'stinger', index: null, variant: null }],
    [broadcast('empty'), '', { kind: 'overlay', name: 'stinger', index: null, variant: 'empty' }],
    [
      broadcast('background'),
      '?background=2',
      { kind: 'overlay', name: 'background', index: null, variant: null },
    ],
    [
      broadcast('iframe'),
      '?url=https://a.b',
      { kind: 'overlay', name: 'iframe', index: null, variant: null },
    ],
    [client('gfx/3'), '', { kind: 'overlay', name: 'gfx', index: 3, variant: null }],
    [client('gfx'), '?index=2', { kind: 'overlay', name: 'gfx', index: 2, variant: null }],
    [client('gfx'), '?number=5', { kind: 'overlay', name: 'gfx', index: 5, variant: null }],
    [client('gfx/0'), '', { kind: 'placeholder', route: 'gfx/0' }],
    [client('gfx/x'), '', { kind: 'placeholder', route: 'gfx/x' }],
    [client('gfx'), '', { kind: 'placeholder', route: 'gfx' }],
    [client('ingame'), '', { kind: 'overlay', name: 'ingame', index: null, variant: null }],
    [
      client('costreamer'),
      '',
      { kind: 'overlay', name: 'ingame', index: null, variant: 'costream' },
    ],
    [broadcast('casters'), '', { kind: 'overlay', name: 'desk', index: null, variant: 'casters' }],
    [broadcast('roster'), '', { kind: 'overlay', name: 'rosters', index: null, variant: 'roster' }],
    [
      broadcast('other-streams'),
      '',
      { kind: 'overlay', name: 'broadcasts', index: null, variant: 'other-streams' },
    ],
    [client('cams'), '', { kind: 'overlay', name: 'cams', index: null, variant: null }],
    [
      client('cams/pov'),
      '?number=2',
      { kind: 'overlay', name: 'cams', index: null, variant: 'pov' },
    ],
    [client('cams/desk'), '', { kind: 'overlay', name: 'cams', index: null, variant: 'desk' }],
    [client('cams/other'), '', { kind: 'placeholder', route: 'cams/other' }],
    [client('ingame/x'), '', { kind: 'placeholder', route: 'ingame/x' }],
    [client('versus'), '', { kind: 'placeholder', route: 'versus' }],
    [client('custom/extra'), '', { kind: 'placeholder', route: 'custom/extra' }],
    [client(''), '', { kind: 'placeholder', route: '' }],
  ])('%j %s', (path, search, expected) => {
    expect(resolveOverlayRoute(path, search)).toEqual(expected);
  });
});
