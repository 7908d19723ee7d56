import { DEFAULT_GAME_PROFILE, GAME_NAMES, GAME_PROFILES } from './game-profile.js';
import { getGameProfile } from './get-game-profile.js';

describe('getGameProfile', () => {
  it('lists the five games', () => {
    expect(GAME_NAMES).toEqual([
      'Overwatch',
      'Valorant',
      'League of Legends',
      'Marvel Rivals',
      'Deadlock',
    ]);
  });

  it.each(GAME_NAMES.map((game) => [game]))('returns the %s profile', (game) => {
    expect(getGameProfile(game)).toBe(GAME_PROFILES[game]);
    expect(getGameProfile(game).game).toBe(game);
  });

  it.each([[null], [undefined], [''], ['Halo'], ['overwatch']])(
    'falls back to the defaults for %j',
    (game) => {
      expect(getGameProfile(game)).toBe(DEFAULT_GAME_PROFILE);
    },
  );

  it('has the defaults of RULES.md (e)', () => {
    expect(DEFAULT_GAME_PROFILE).toEqual({
      game: null,
      seriesWording: 'first-to',
      mapPicks: true,
      mapBans: true,
      mapScore: true,
      defaultHeroBanCount: null,
      defaultHeroPickCount: 5,
      playerCount: 5,
      draftControls: false,
      defaultPickBanOrder: null,
      wording: {},
      usernameField: 'battletag',
      usernameLabel: 'Battletag',
      heroRoles: ['Tank', 'DPS', 'Support'],
      productionMapFields: [],
      replayCodeMinWidth: null,
      heroImageSet: null,
      twitchCategory: null,
      drawableMapTypes: ['Escort', 'Hybrid', 'Push', 'Assault'],
    });
  });

  it.each([
    ['Overwatch', ['Escort', 'Hybrid', 'Push', 'Assault']],
    ['Valorant', []],
    ['League of Legends', []],
    ['Marvel Rivals', ['Escort', 'Hybrid']],
    ['Deadlock', []],
  ] as const)('%s maps can end in a draw on %j', (game, types) => {
    expect(getGameProfile(game).drawableMapTypes).toEqual(types);
    expect(getGameProfile(game).drawableMapTypes).not.toContain('Control');
  });

  // Columns: series wording, map picks / bans / score, hero bans, hero picks, player count, draft controls.
  it.each([
    ['Overwatch', 'first-to', true, true, true, null, 5, 5, false],
    ['Valorant', 'best-of', true, true, true, null, 5, 5, false],
    ['League of Legends', 'best-of', false, false, false, 5, 5, 5, true],
    ['Marvel Rivals', 'first-to', true, true, true, 3, 2, 6, false],
    ['Deadlock', 'best-of', false, false, false, 2, 6, 6, true],
  ] as const)(
    '%s: %s, maps %s/%s/%s, bans %s, picks %s, players %s, draft %s',
    (game, wording, picks, bans, score, heroBans, heroPicks, players, draft) => {
      const profile = getGameProfile(game);
      expect(profile.seriesWording).toBe(wording);
      expect([profile.mapPicks, profile.mapBans, profile.mapScore]).toEqual([picks, bans, score]);
      expect(profile.defaultHeroBanCount).toBe(heroBans);
      expect(profile.defaultHeroPickCount).toBe(heroPicks);
      expect(profile.playerCount).toBe(players);
      expect(profile.draftControls).toBe(draft);
    },
  );

  it.each([
    ['Overwatch', null],
    ['Valorant', null],
    [
      'League of Legends',
      'ban1, ban2, ban1, ban2, ban1, ban2, pick1, pick2, pick2, pick1, pick1, pick2, ban2, ban1, ban2, ban1, pick2, pick1, pick1, pick2',
    ],
    ['Marvel Rivals', 'ban2, ban1, pick1, pick2, ban2, ban1, pick1, pick2, ban2, ban1'],
    [
      'Deadlock',
      'ban1, ban2, pick1, pick2, pick2, pick1, pick1, pick2, pick1, pick2, pick1, pick2, pick1, pick2',
    ],
  ] as const)('%s default pick/ban order is %j', (game, order) => {
    expect(getGameProfile(game).defaultPickBanOrder).toBe(order);
  });

  it.each([
    ['League of Legends', 20],
    ['Marvel Rivals', 10],
    ['Deadlock', 14],
  ] as const)('%s default order has %i tokens', (game, count) => {
    expect(getGameProfile(game).defaultPickBanOrder?.split(', ')).toHaveLength(count);
  });

  it.each([
    ['Overwatch', {}],
    ['Valorant', { hero: 'Agent', heroes: 'Agents' }],
    [
      'League of Legends',
      {
        hero: 'Champion',
        heroes: 'Champions',
        replay_code: 'Match ID',
        map: 'Game',
        maps: 'Games',
      },
    ],
    ['Marvel Rivals', { replay_code: 'Match UUID' }],
    ['Deadlock', { replay_code: 'Match ID' }],
  ] as const)('%s wording overrides', (game, wording) => {
    expect(getGameProfile(game).wording).toEqual(wording);
  });

  it.each([
    ['Overwatch', 'battletag', 'Battletag', ['DPS', 'Tank', 'Support'], 'Overwatch 2'],
    ['Valorant', 'riot_id', 'Riot ID', ['Tank', 'DPS', 'Support'], 'VALORANT'],
    ['League of Legends', 'riot_id', 'Riot ID', ['Tank', 'DPS', 'Support'], 'League of Legends'],
    [
      'Marvel Rivals',
      'marvel_rivals_username',
      'Marvel Rivals Username',
      ['Duelist', 'Vanguard', 'Strategist'],
      'Marvel Rivals',
    ],
    ['Deadlock', 'steam_id', 'Steam ID', ['Tank', 'DPS', 'Support'], 'Deadlock'],
  ] as const)(
    '%s: username %s (%s), roles %j, Twitch category %s',
    (game, field, label, roles, category) => {
      const profile = getGameProfile(game);
      expect(profile.usernameField).toBe(field);
      expect(profile.usernameLabel).toBe(label);
      expect(profile.heroRoles).toEqual(roles);
      expect(profile.twitchCategory).toBe(category);
    },
  );

  it.each([
    ['Overwatch', [], null, null],
    ['Valorant', [], null, null],
    ['League of Legends', [], null, null],
    [
      'Marvel Rivals',
      ['replay_code', 'public'],
      '6em',
      { usage: 'draft-picks', keys: ['icon', 'main_image'] },
    ],
    [
      'Deadlock',
      ['replay_code', 'public'],
      '7em',
      { usage: 'hero-priority', keys: ['main_image', 'icon'] },
    ],
  ] as const)(
    '%s production map fields %j, replay width %s, images %j',
    (game, fields, width, images) => {
      const profile = getGameProfile(game);
      expect(profile.productionMapFields).toEqual(fields);
      expect(profile.replayCodeMinWidth).toBe(width);
      expect(profile.heroImageSet).toEqual(images);
    },
  );
});
