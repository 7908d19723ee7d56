import { describe, expect, it } from 'vitest';
import { getMapSlots } from '../maps/get-map-slots.js';
import { fakeMap, fakeMatch } from '../maps/map-fixtures.js';
import { getHudBans } from './get-hud-bans.js';

const maps = [
  fakeMap('m1', { winner: ['recA'], team_1_bans: ['h1'], team_2_bans: ['h2'] }),
  fakeMap('m2', { banner: ['recB'], team_1_bans: ['h9'] }),
  fakeMap('m3', { team_1_bans: ['h3', 'h4'], team_2_bans: ['h5'] }),
  fakeMap('m4', { team_1_bans: ['h6'] }),
];

describe('getHudBans (Show banned heroes ingame)', () => {
  it.each<[string, Parameters<typeof fakeMatch>[0], boolean, boolean, unknown]>([
    ['the current map, stored order', { maps }, true, false, [['h3', 'h4'], ['h5']]],
    ['swapped with flip_teams', { maps }, true, true, [['h5'], ['h3', 'h4']]],
    ['nothing without the setting', { maps }, false, false, [[], []]],
    [
      'nothing between maps (no current map record)',
      { maps: [fakeMap('m1', { winner: ['recA'], team_1_bans: ['h1'] })] },
      true,
      false,
      [[], []],
    ],
    ['nothing when the current map has no bans', { maps: [fakeMap('m1')] }, true, false, [[], []]],
    [
      'one side only',
      { maps: [fakeMap('m1', { team_2_bans: ['h7'] })] },
      true,
      false,
      [[], ['h7']],
    ],
  ])('%s', (_name, match, show, flipped, expected) => {
    expect(getHudBans(getMapSlots(fakeMatch(match)), show, flipped)).toEqual(expected);
  });
});
