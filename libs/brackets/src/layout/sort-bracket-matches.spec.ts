import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { sortBracketMatches } from './sort-bracket-matches.js';

function layoutOf(games: number[], connections: BracketLayout['connections']): BracketLayout {
  return { brackets: [{ columns: [{ games }] }], connections };
}

describe('sortBracketMatches', () => {
  it.each([
    ['no links: ascending', layoutOf([3, 1, 2], {}), [1, 2, 3]],
    [
      'feeders before targets whatever the numbering',
      layoutOf([1, 2, 3], { '3': { win: '1.1' }, '2': { win: '1.2', lose: '3.1' } }),
      [2, 3, 1],
    ],
    [
      'single elimination',
      layoutOf([1, 2, 3, 4, 5, 6, 7], {
        '1': { win: '5.1' },
        '2': { win: '5.2' },
        '3': { win: '6.1' },
        '4': { win: '6.2' },
        '5': { win: '7.1' },
        '6': { win: '7.2' },
      }),
      [1, 2, 3, 4, 5, 6, 7],
    ],
  ])('%s', (_name, layout, expected) => {
    expect(sortBracketMatches(layout)).toEqual({ order: expected, loopsAt: null });
  });

  it.each([
    ['two-match loop', layoutOf([1, 2, 3], { '1': { win: '2.1' }, '2': { win: '1.1' } }), 1],
    [
      'loop behind a feeder',
      layoutOf([1, 2, 3, 4], { '1': { win: '2.1' }, '2': { win: '3.1' }, '3': { lose: '2.2' } }),
      2,
    ],
    [
      'loop with a match downstream of it',
      layoutOf([2, 5, 6, 7], {
        '5': { win: '6.1' },
        '6': { win: '7.1', lose: '2.1' },
        '7': { win: '5.1' },
      }),
      5,
    ],
  ])('finds the %s', (_name, layout, loopsAt) => {
    expect(sortBracketMatches(layout).loopsAt).toBe(loopsAt);
  });
});
