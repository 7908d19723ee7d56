import { getCurrentMap } from './get-current-map.js';
import type { MapResultInput } from './map-result-input.js';

describe('getCurrentMap', () => {
  it.each<[string, MapResultInput[] | null, number | null, number | null]>([
    ['no maps', [], null, null],
    ['maps missing', null, null, null],
    ['the first empty map', [{}, {}], 0, 1],
    ['after a won map', [{ winner: 'a' }, {}], 1, 2],
    ['after a drawn map', [{ draw: true }, { winner: 'b' }, {}], 2, 3],
    ['skipping banned maps', [{ banner: 'a' }, { banner: 'b' }, { winner: 'a' }, {}], 3, 2],
    ['a banned map is never current', [{ winner: 'a' }, { banner: 'b' }], null, null],
    ['all maps decided', [{ winner: 'a' }, { draw: true }], null, null],
    ['draw false still counts as open', [{ draw: false }], 0, 1],
  ])('%s → index %j, number %j', (_case, maps, index, number) => {
    const current = getCurrentMap(maps);
    if (index === null) {
      expect(current).toBeNull();
    } else {
      expect(current?.index).toBe(index);
      expect(current?.number).toBe(number);
      expect(current?.map).toBe(maps?.[index]);
    }
  });
});
