import { applyWording } from './apply-wording.js';
import { getGameProfile } from './get-game-profile.js';

describe('applyWording', () => {
  it.each([
    ['Overwatch', 'hero', 'Hero'],
    ['Overwatch', 'heroes', 'Heroes'],
    ['Overwatch', 'replay_code', 'Replay code'],
    ['Valorant', 'hero', 'Agent'],
    ['Valorant', 'heroes', 'Agents'],
    ['Valorant', 'map', 'Map'],
    ['League of Legends', 'hero', 'Champion'],
    ['League of Legends', 'heroes', 'Champions'],
    ['League of Legends', 'replay_code', 'Match ID'],
    ['League of Legends', 'map', 'Game'],
    ['League of Legends', 'maps', 'Games'],
    ['Marvel Rivals', 'replay_code', 'Match UUID'],
    ['Marvel Rivals', 'hero', 'Hero'],
    ['Deadlock', 'replay_code', 'Match ID'],
    ['Deadlock', 'maps', 'Maps'],
    [null, 'hero', 'Hero'],
    ['Overwatch', 'something_else', 'something_else'],
  ] as const)('%s %s → %s', (game, key, text) => {
    expect(applyWording(getGameProfile(game), key)).toBe(text);
  });
});
