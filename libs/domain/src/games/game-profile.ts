/** The five games with a profile (spec public-site §1, broadcast §3; RULES.md (e)). */
export const GAME_NAMES = [
  'Overwatch',
  'Valorant',
  'League of Legends',
  'Marvel Rivals',
  'Deadlock',
] as const;

/** A game that has its own profile. */
export type GameName = (typeof GAME_NAMES)[number];

/** How a series length is worded: "FT{n}" / "First to {n}" or "BO{2n−1}" / "Best of {2n−1}". */
export type SeriesWording = 'first-to' | 'best-of';

/** The player field holding the in-game username. */
export type UsernameField = 'battletag' | 'riot_id' | 'marvel_rivals_username' | 'steam_id';

/** Map record fields shown to production for some games. */
export type ProductionMapField = 'replay_code' | 'public';

/** Hero record image fields. */
export type HeroImageKey = 'icon' | 'main_image';

/** A game-specific hero image order: where it applies and which image fields to try, in order. */
export interface HeroImageSet {
  readonly usage: 'draft-picks' | 'hero-priority';
  readonly keys: readonly HeroImageKey[];
}

/** Every setting of RULES.md (e), resolved (no optional keys: defaults are filled in). */
export interface GameProfile {
  /** The game, or null for the default profile used by unknown games. */
  readonly game: GameName | null;
  readonly seriesWording: SeriesWording;
  readonly mapPicks: boolean;
  readonly mapBans: boolean;
  readonly mapScore: boolean;
  /** Default hero ban count; null means "from the pick/ban order". */
  readonly defaultHeroBanCount: number | null;
  readonly defaultHeroPickCount: number;
  /** Player count, which is also the number of cam slots per team. */
  readonly playerCount: number;
  /** Desk draft controls Reset, Show all, Auto, Advance. */
  readonly draftControls: boolean;
  /** Default pick/ban order string (comma list of pick1 / ban2 / protect1 tokens), or null. */
  readonly defaultPickBanOrder: string | null;
  /** Wording overrides, keyed by the wording key (hero, heroes, replay_code, map, maps). */
  readonly wording: Readonly<Record<string, string>>;
  readonly usernameField: UsernameField;
  readonly usernameLabel: string;
  readonly heroRoles: readonly string[];
  readonly productionMapFields: readonly ProductionMapField[];
  /** CSS minimum width of the replay-code field, or null. */
  readonly replayCodeMinWidth: string | null;
  /** Game-specific hero image order, or null for the default image set. */
  readonly heroImageSet: HeroImageSet | null;
  /** Twitch category set with the title, or null when the game has none. */
  readonly twitchCategory: string | null;
  /**
   * Map types (Map data type, spec public-site §3 map modes) whose maps can end in a draw (beyond the spec's table,
   * decided for rules-aware score reports, issue 18 item 3): objective modes scored by distance or time. Control is
   * never drawable (as RULES (i) predictions); games that always produce a winner list none.
   */
  readonly drawableMapTypes: readonly string[];
}

/** The map types that can end level where a game allows draws at all: Escort, Hybrid, Push, Assault. */
const DRAWABLE_MODES = ['Escort', 'Hybrid', 'Push', 'Assault'] as const;

/** Defaults for every key a profile does not set (RULES.md (e), last paragraph). */
export const DEFAULT_GAME_PROFILE: GameProfile = {
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
  drawableMapTypes: DRAWABLE_MODES,
};

/** The five game profiles of RULES.md (e), each with the defaults filled in. */
export const GAME_PROFILES: Readonly<Record<GameName, GameProfile>> = {
  Overwatch: {
    ...DEFAULT_GAME_PROFILE,
    game: 'Overwatch',
    heroRoles: ['DPS', 'Tank', 'Support'],
    twitchCategory: 'Overwatch 2',
  },
  Valorant: {
    ...DEFAULT_GAME_PROFILE,
    game: 'Valorant',
    seriesWording: 'best-of',
    wording: { hero: 'Agent', heroes: 'Agents' },
    usernameField: 'riot_id',
    usernameLabel: 'Riot ID',
    twitchCategory: 'VALORANT',
    drawableMapTypes: [],
  },
  'League of Legends': {
    ...DEFAULT_GAME_PROFILE,
    game: 'League of Legends',
    seriesWording: 'best-of',
    mapPicks: false,
    mapBans: false,
    mapScore: false,
    defaultHeroBanCount: 5,
    draftControls: true,
    defaultPickBanOrder:
      'ban1, ban2, ban1, ban2, ban1, ban2, pick1, pick2, pick2, pick1, pick1, pick2, ban2, ban1, ban2, ban1, pick2, pick1, pick1, pick2',
    wording: {
      hero: 'Champion',
      heroes: 'Champions',
      replay_code: 'Match ID',
      map: 'Game',
      maps: 'Games',
    },
    usernameField: 'riot_id',
    usernameLabel: 'Riot ID',
    twitchCategory: 'League of Legends',
    drawableMapTypes: [],
  },
  'Marvel Rivals': {
    ...DEFAULT_GAME_PROFILE,
    game: 'Marvel Rivals',
    defaultHeroBanCount: 3,
    defaultHeroPickCount: 2,
    playerCount: 6,
    defaultPickBanOrder: 'ban2, ban1, pick1, pick2, ban2, ban1, pick1, pick2, ban2, ban1',
    wording: { replay_code: 'Match UUID' },
    usernameField: 'marvel_rivals_username',
    usernameLabel: 'Marvel Rivals Username',
    heroRoles: ['Duelist', 'Vanguard', 'Strategist'],
    productionMapFields: ['replay_code', 'public'],
    replayCodeMinWidth: '6em',
    heroImageSet: { usage: 'draft-picks', keys: ['icon', 'main_image'] },
    twitchCategory: 'Marvel Rivals',
    drawableMapTypes: ['Escort', 'Hybrid'],
  },
  Deadlock: {
    ...DEFAULT_GAME_PROFILE,
    game: 'Deadlock',
    seriesWording: 'best-of',
    mapPicks: false,
    mapBans: false,
    mapScore: false,
    defaultHeroBanCount: 2,
    defaultHeroPickCount: 6,
    playerCount: 6,
    draftControls: true,
    defaultPickBanOrder:
      'ban1, ban2, pick1, pick2, pick2, pick1, pick1, pick2, pick1, pick2, pick1, pick2, pick1, pick2',
    wording: { replay_code: 'Match ID' },
    usernameField: 'steam_id',
    usernameLabel: 'Steam ID',
    productionMapFields: ['replay_code', 'public'],
    replayCodeMinWidth: '7em',
    heroImageSet: { usage: 'hero-priority', keys: ['main_image', 'icon'] },
    twitchCategory: 'Deadlock',
    drawableMapTypes: [],
  },
};

/** Default wording for the keys profiles override (used when a profile has no override). */
export const DEFAULT_WORDING: Readonly<Record<string, string>> = {
  hero: 'Hero',
  heroes: 'Heroes',
  map: 'Map',
  maps: 'Maps',
  replay_code: 'Replay code',
};
