import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { listBracketLinks } from './list-bracket-links.js';

describe('listBracketLinks', () => {
  const layout: BracketLayout = {
    brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
    connections: {
      '2': {
        win: '3.2',
        lose: 'eliminated',
        loseStyle: 'hidden',
        loserRank: { sort: 3, text: '#3/4' },
      },
      '1': { win: '3.1', winStyle: 'arrow' },
      '3': { win: 'champion', winnerRank: { sort: 1, text: '#1' }, lose: null },
      x: { win: '3.1' },
    },
  };

  it('lists links by match number, win before lose, with styles and ranks', () => {
    expect(listBracketLinks(layout)).toEqual([
      {
        from: 1,
        kind: 'win',
        target: { kind: 'slot', match: 3, slot: 1 },
        style: 'arrow',
        rank: null,
      },
      {
        from: 2,
        kind: 'win',
        target: { kind: 'slot', match: 3, slot: 2 },
        style: 'connector',
        rank: null,
      },
      {
        from: 2,
        kind: 'lose',
        target: { kind: 'eliminated' },
        style: 'none',
        rank: { sort: 3, text: '#3/4' },
      },
      {
        from: 3,
        kind: 'win',
        target: { kind: 'champion' },
        style: 'connector',
        rank: { sort: 1, text: '#1' },
      },
    ]);
  });
});
