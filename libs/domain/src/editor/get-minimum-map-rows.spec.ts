import { getMinimumMapRows } from './get-minimum-map-rows.js';
import type { MinimumMapRowsInput } from './get-minimum-map-rows.js';

const input = (over: Partial<MinimumMapRowsInput>): MinimumMapRowsInput => ({
  score_1: 0,
  score_2: 0,
  first_to: 3,
  maps: [],
  addedMaps: 0,
  ...over,
});

describe('getMinimumMapRows', () => {
  it.each<[string, MinimumMapRowsInput, number]>([
    ['a fresh FT3: first_to + 1 while undecided', input({}), 4],
    ['a decided 3-1', input({ score_1: 3, score_2: 1 }), 4],
    ['an undecided 2-2', input({ score_1: 2, score_2: 2 }), 5],
    ['added maps count on top', input({ addedMaps: 2 }), 6],
    ['negative added maps are ignored', input({ addedMaps: -3 }), 4],
    [
      'map wins beyond the scores',
      input({ maps: [{ winner: 'a' }, { winner: 'b' }, { winner: 'a' }, { winner: 'b' }] }),
      5,
    ],
    [
      'unbanned maps count, banned ones do not',
      input({ first_to: 1, maps: [{ banner: 'a' }, { banner: 'b' }, {}, {}] }),
      3,
    ],
    [
      'draws are unbanned maps',
      input({ first_to: 2, maps: [{ draw: true }, { draw: true }, {}] }),
      4,
    ],
    ['no first_to', input({ first_to: 0 }), 1],
    ['a decided FT1', input({ first_to: 1, score_2: 1, maps: [{ winner: 'b' }] }), 1],
  ])('%s → %i', (_case, value, rows) => {
    expect(getMinimumMapRows(value)).toBe(rows);
  });
});
