import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import { numberBracketGames } from './number-bracket-games.js';

describe('numberBracketGames', () => {
  it('numbers column-major across sub-brackets and carries the connections along', () => {
    // Upper: [a b] · [c]; lower: [d] · [e] — creator ids 101..105.
    const creator: BracketLayout = {
      brackets: [
        { name: 'Upper', columns: [{ header: 'R1', games: [101, null, 102] }, { games: [103] }] },
        { name: 'Lower', columns: [{ games: [104] }, { games: [105] }] },
      ],
      connections: {
        '101': { win: '103.1', lose: '104.1', winStyle: 'arrow' },
        '102': { win: '103.2', lose: '104.2' },
        '103': { win: 'champion', lose: '105.1', winnerRank: { sort: 1, text: '#1' } },
        '104': { win: '105.2', lose: 'eliminated' },
        '105': { win: 'Seed 1 in playoffs', lose: '999.1' },
        '999': { win: '101.1' },
      },
    };
    const { layout, renumbered } = numberBracketGames(creator);
    expect([...renumbered.entries()]).toEqual([
      [101, 1],
      [102, 2],
      [104, 3],
      [103, 4],
      [105, 5],
    ]);
    expect(layout).toEqual({
      brackets: [
        { name: 'Upper', columns: [{ header: 'R1', games: [1, null, 2] }, { games: [4] }] },
        { name: 'Lower', columns: [{ games: [3] }, { games: [5] }] },
      ],
      connections: {
        '1': { win: '4.1', lose: '3.1', winStyle: 'arrow' },
        '2': { win: '4.2', lose: '3.2' },
        '3': { win: '5.2', lose: 'eliminated' },
        '4': { win: 'champion', lose: '5.1', winnerRank: { sort: 1, text: '#1' } },
        '5': { win: 'Seed 1 in playoffs' },
      },
    });
  });

  it('leaves an already column-major layout unchanged', () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
      connections: { '1': { win: '3.1' }, '2': { win: '3.2' } },
    };
    expect(numberBracketGames(layout).layout).toEqual(layout);
  });
});
