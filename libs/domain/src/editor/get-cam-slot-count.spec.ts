import { getCamSlotCount } from './get-cam-slot-count.js';

describe('getCamSlotCount', () => {
  it.each([
    ['Overwatch', 5],
    ['Valorant', 5],
    ['League of Legends', 5],
    ['Marvel Rivals', 6],
    ['Deadlock', 6],
    ['Unknown game', 5],
    [null, 5],
    [undefined, 5],
  ])('%j → %i slots', (game, count) => {
    expect(getCamSlotCount(game)).toBe(count);
  });
});
