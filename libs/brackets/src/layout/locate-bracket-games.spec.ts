import { locateBracketGames } from './locate-bracket-games.js';

describe('locateBracketGames', () => {
  it('maps each listed number to its first position and skips spacers', () => {
    const located = locateBracketGames({
      brackets: [
        { columns: [{ games: [1, null, 2] }, { games: [4] }] },
        { columns: [{ games: [3, 1] }] },
      ],
      connections: {},
    });
    expect([...located.entries()]).toEqual([
      [1, { bracket: 0, column: 0, row: 0 }],
      [2, { bracket: 0, column: 0, row: 2 }],
      [4, { bracket: 0, column: 1, row: 0 }],
      [3, { bracket: 1, column: 0, row: 0 }],
    ]);
  });
});
