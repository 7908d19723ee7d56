import { orderBracketMatches } from './order-bracket-matches.js';

describe('orderBracketMatches', () => {
  it.each([
    ['no edges: ascending', [3, 1, 2], [], [1, 2, 3], null],
    [
      'feeders first',
      [1, 2, 3],
      [
        { from: 3, to: 1 },
        { from: 2, to: 1 },
        { from: 2, to: 3 },
      ],
      [2, 3, 1],
      null,
    ],
    [
      'edges to unlisted numbers and self-links are ignored',
      [1, 2],
      [
        { from: 1, to: 9 },
        { from: 2, to: 2 },
        { from: 9, to: 1 },
      ],
      [1, 2],
      null,
    ],
    [
      'a loop',
      [1, 2, 3],
      [
        { from: 2, to: 3 },
        { from: 3, to: 2 },
        { from: 1, to: 2 },
      ],
      [1],
      2,
    ],
  ])('%s', (_name, listed, edges, order, loopsAt) => {
    expect(orderBracketMatches(listed, edges)).toEqual({ order, loopsAt });
  });
});
