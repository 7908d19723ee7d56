import { countMapWins } from './count-map-wins.js';

describe('countMapWins', () => {
  it.each([
    [[], [0, 0]],
    [
      [{ winner: 'a' }, { winner: 'b' }, { winner: 'a' }],
      [2, 1],
    ],
    [
      [{ winner: 'a', banner: 'b' }, { winner: 'b' }],
      [0, 1],
    ],
    [
      [{ draw: true }, {}, { winner: 'x' }],
      [0, 0],
    ],
    [
      [{ winner: null }, { winner: 'b' }, { winner: 'b' }],
      [0, 2],
    ],
  ])('%j → %j', (maps, wins) => {
    expect(countMapWins(maps, ['a', 'b'])).toEqual(wins);
  });

  it('counts nothing for missing teams', () => {
    expect(countMapWins([{ winner: 'a' }], [null, null])).toEqual([0, 0]);
  });
});
