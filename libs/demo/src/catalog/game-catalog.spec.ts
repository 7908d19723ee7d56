import { MAP_MODES } from '@castline/contracts';
import { GAME_NAMES, getGameProfile } from '@castline/domain';
import { GAME_HEROES, GAME_MAPS } from './game-catalog.js';

describe('game catalog', () => {
  it.each(GAME_NAMES.map((game) => [game]))(
    '%s heroes use the game profile roles and unique names',
    (game) => {
      const roles = new Set(getGameProfile(game).heroRoles);
      const list = GAME_HEROES[game];
      expect(list.length).toBeGreaterThanOrEqual(10);
      for (const hero of list) expect(roles.has(hero.role)).toBe(true);
      expect(new Set(list.map((h) => h.name)).size).toBe(list.length);
    },
  );

  it.each(GAME_NAMES.map((game) => [game]))(
    '%s maps have MAP_MODES types (or none) and unique names',
    (game) => {
      const list = GAME_MAPS[game];
      expect(list.length).toBeGreaterThanOrEqual(1);
      for (const map of list) {
        if (map.type !== null) expect(MAP_MODES).toContain(map.type);
      }
      expect(new Set(list.map((m) => m.name)).size).toBe(list.length);
    },
  );

  it('has every Overwatch role for the favourite-hero list', () => {
    const roles = new Set(GAME_HEROES.Overwatch.map((h) => h.role));
    expect([...roles].sort()).toEqual(['DPS', 'Support', 'Tank']);
  });
});
