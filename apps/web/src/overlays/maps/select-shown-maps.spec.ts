import { describe, expect, it } from 'vitest';
import { getMapSlots } from './get-map-slots.js';
import { fakeMap, fakeMatch } from './map-fixtures.js';
import { selectShownMaps } from './select-shown-maps.js';

const keys = (auto: boolean, maps: Parameters<typeof fakeMatch>[0]) =>
  selectShownMaps(getMapSlots(fakeMatch(maps)), auto).map((slot) => slot.key);

describe('selectShownMaps (maps overlay `auto`)', () => {
  const live = {
    scores: [1, 1] as const,
    maps: [
      fakeMap('m1', { winner: ['recA'] }),
      fakeMap('m2', { banner: ['recB'] }),
      fakeMap('m3', { winner: ['recB'] }),
      fakeMap('m4', {}),
    ],
  };

  it.each<[string, boolean, Parameters<typeof fakeMatch>[0], string[]]>([
    ['the whole series without auto', false, live, ['m1', 'm2', 'm3', 'm4', 'tbd-4', 'tbd-5']],
    ['entered maps plus the next one with auto', true, live, ['m1', 'm2', 'm3', 'm4', 'tbd-4']],
    ['only the first map to decide before any is entered', true, {}, ['tbd-1']],
    [
      'no next map once the series is decided',
      true,
      {
        firstTo: 1,
        scores: [1, 0],
        maps: [fakeMap('m1', { winner: ['recA'] })],
      },
      ['m1'],
    ],
  ])('%s', (_name, auto, match, expected) => {
    expect(keys(auto, match)).toEqual(expected);
  });
});
