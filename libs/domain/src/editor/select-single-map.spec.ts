import type { EditorMap } from './editor-state.js';
import { selectSingleMap } from './select-single-map.js';

describe('selectSingleMap', () => {
  it.each<[string, EditorMap[], string[], EditorMap[]]>([
    ['fills a row with a winner', [{ winner: 'a' }], ['m'], [{ winner: 'a', map: 'm' }]],
    ['fills a row with only a picker', [{ picker: 'b' }], ['m'], [{ picker: 'b', map: 'm' }]],
    ['fills a row with a map score', [{ score_1: 0 }], ['m'], [{ score_1: 0, map: 'm' }]],
    [
      'leaves an empty spare row empty',
      [{}, { draw: true }],
      ['m'],
      [{}, { draw: true, map: 'm' }],
    ],
    ['keeps a chosen map', [{ map: 'x', winner: 'a' }], ['m'], [{ map: 'x', winner: 'a' }]],
    ['does nothing with two maps on offer', [{ winner: 'a' }], ['m', 'n'], [{ winner: 'a' }]],
    ['does nothing with no map on offer', [{ winner: 'a' }], [], [{ winner: 'a' }]],
  ])('%s', (_case, maps, offered, expected) => {
    const copy = structuredClone(maps);
    expect(selectSingleMap(maps, offered)).toEqual(expected);
    expect(maps).toEqual(copy);
  });

  it('answers the same list when nothing changes', () => {
    const maps = [{ map: 'x' }, {}];
    expect(selectSingleMap(maps, ['m'])).toBe(maps);
  });
});
