import { getGameProfile } from './get-game-profile.js';
import { getSeriesLabel } from './get-series-label.js';

describe('getSeriesLabel', () => {
  it.each([
    ['Overwatch', 3, 'short', 'FT3'],
    ['Overwatch', 3, 'long', 'First to 3'],
    ['Marvel Rivals', 2, 'short', 'FT2'],
    ['Valorant', 2, 'short', 'BO3'],
    ['League of Legends', 3, 'long', 'Best of 5'],
    ['Deadlock', 1, 'short', 'BO1'],
    [null, 4, 'long', 'First to 4'],
  ] as const)('%s first_to %i (%s) → %s', (game, firstTo, length, label) => {
    expect(getSeriesLabel(getGameProfile(game), firstTo, length)).toBe(label);
  });
});
