import { parsePickBanOrder } from '../results/parse-pick-ban-order.js';
import { getGameProfile } from './get-game-profile.js';
import { getHeroLimit } from './get-hero-limit.js';

describe('getHeroLimit', () => {
  const custom = parsePickBanOrder('ban1, ban2, ban1, protect2, pick1');

  it.each([
    ['Overwatch', 'pick', 'ban1, ban2, ban1', 1, 5],
    ['Overwatch', 'ban', 'ban1, ban2, ban1', 1, 2],
    ['Overwatch', 'ban', 'ban1, ban2, ban1', 2, 1],
    ['Overwatch', 'ban', '', 1, 0],
    ['Valorant', 'ban', 'ban1, ban2, ban1, protect2, pick1', 1, 2],
    ['Valorant', 'protect', 'ban1, ban2, ban1, protect2, pick1', 2, 1],
    ['League of Legends', 'ban', '', 1, 5],
    ['League of Legends', 'pick', '', 2, 5],
    ['Marvel Rivals', 'ban', 'ban1', 2, 3],
    ['Marvel Rivals', 'pick', '', 1, 2],
    ['Deadlock', 'ban', '', 1, 2],
    ['Deadlock', 'pick', '', 1, 6],
  ] as const)('%s %s with %j for team %i → %i', (game, kind, order, team, limit) => {
    expect(getHeroLimit(getGameProfile(game), kind, parsePickBanOrder(order), team)).toBe(limit);
  });

  it('does not change the steps', () => {
    const copy = structuredClone(custom);
    getHeroLimit(getGameProfile('Overwatch'), 'ban', custom, 1);
    expect(custom).toEqual(copy);
  });
});
