import type { EditorMap } from '../editor/editor-state.js';
import { GAME_NAMES, GAME_PROFILES, type GameName } from '../games/game-profile.js';
import {
  validateScoreReportData,
  type ScoreReportContext,
  type ScoreReportDataInput,
} from './validate-score-report-data.js';

/** Map data per game: id, name, type (the mode decides draws). */
const MAPS: Record<GameName, [string, string, string | null][]> = {
  Overwatch: [
    ['ow-ilios', 'Ilios', 'Control'],
    ['ow-dorado', 'Dorado', 'Escort'],
    ['ow-kings', "King's Row", 'Hybrid'],
    ['ow-colosseo', 'Colosseo', 'Push'],
    ['ow-aatlis', 'Aatlis', 'Flashpoint'],
  ],
  Valorant: [
    ['val-ascent', 'Ascent', 'Spike'],
    ['val-bind', 'Bind', 'Spike'],
    ['val-haven', 'Haven', 'Spike'],
  ],
  'League of Legends': [['lol-rift', "Summoner's Rift", null]],
  'Marvel Rivals': [
    ['mr-palace', 'Yggsgard: Royal Palace', 'Control'],
    ['mr-path', 'Yggsgard: Yggdrasill Path', 'Escort'],
    ['mr-shibuya', 'Tokyo 2099: Shin-Shibuya', 'Hybrid'],
  ],
  Deadlock: [['dl-apple', 'The Cursed Apple', null]],
};

function contextFor(game: GameName, patch: Partial<ScoreReportContext> = {}): ScoreReportContext {
  return {
    firstTo: 2,
    teamIds: ['A', 'B'],
    game,
    profile: GAME_PROFILES[game],
    pickBanOrder: null,
    maps: MAPS[game].map(([id, name, type]) => ({ id, name, game, type })),
    mapsFromPool: false,
    heroes: Array.from({ length: 14 }, (_, i) => ({ id: `${game}-h${i}`, game })),
    existingMaps: [],
    switches: { allowForfeits: false, showHeroPicks: true, showHeroBans: true, showMapBans: true },
    ...patch,
  };
}

const heroes = (game: GameName, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${game}-h${from + i}`);

/** A valid first-to-2 report per game, won 2-1 by team A, using what each profile allows. */
const VALID: Record<GameName, ScoreReportDataInput> = {
  Overwatch: {
    mapData: [
      { map: 'ow-ilios', winner: 'A', picker: 'B', score_1: 2, score_2: 1 },
      {
        map: 'ow-dorado',
        draw: true,
        score_1: 2,
        score_2: 2,
        team_1_picks: heroes('Overwatch', 0, 5),
      },
      { map: 'ow-kings', winner: 'B', picker: 'A', score_1: 1, score_2: 3 },
      { map: 'ow-colosseo', winner: 'A', picker: 'B', team_2_picks: heroes('Overwatch', 5, 5) },
      { map: 'ow-aatlis', banner: 'B' },
    ],
    matchData: { score_1: 2, score_2: 1 },
  },
  Valorant: {
    mapData: [
      { map: 'val-ascent', banner: 'A' },
      { map: 'val-bind', winner: 'B', picker: 'A', score_1: 9, score_2: 13 },
      { map: 'val-haven', winner: 'A', picker: 'B', score_1: 13, score_2: 7 },
      { map: 'val-ascent', winner: 'A', score_1: 13, score_2: 11 },
    ],
    matchData: { score_1: 2, score_2: 1 },
  },
  'League of Legends': {
    mapData: [
      {
        map: 'lol-rift',
        winner: 'A',
        team_1_picks: heroes('League of Legends', 0, 5),
        team_1_bans: heroes('League of Legends', 5, 5),
      },
      { map: 'lol-rift', winner: 'B' },
      { map: 'lol-rift', winner: 'A', replay_code: 'euw1-123' },
    ],
    matchData: { score_1: 2, score_2: 1 },
  },
  'Marvel Rivals': {
    mapData: [
      {
        map: 'mr-palace',
        winner: 'A',
        picker: 'B',
        team_1_bans: heroes('Marvel Rivals', 0, 3),
        team_2_picks: heroes('Marvel Rivals', 3, 2),
      },
      { map: 'mr-path', draw: true, score_1: 1, score_2: 1 },
      { map: 'mr-shibuya', winner: 'B', picker: 'A' },
      { map: 'mr-palace', winner: 'A', picker: 'B' },
    ],
    matchData: { score_1: 2, score_2: 1 },
  },
  Deadlock: {
    mapData: [
      {
        map: 'dl-apple',
        winner: 'B',
        team_2_bans: heroes('Deadlock', 0, 2),
        team_2_picks: heroes('Deadlock', 2, 6),
      },
      { map: 'dl-apple', winner: 'A' },
      { map: 'dl-apple', winner: 'A' },
    ],
    matchData: { score_1: 2, score_2: 1 },
  },
};

const ow = (
  mapData: EditorMap[],
  score_1 = 2,
  score_2 = 0,
  forfeit?: boolean,
): ScoreReportDataInput => ({
  mapData,
  matchData: { score_1, score_2, ...(forfeit === undefined ? {} : { forfeit }) },
});
const aWins2 = (extra: EditorMap = {}): EditorMap[] => [
  { map: 'ow-ilios', winner: 'A', ...extra },
  { map: 'ow-dorado', winner: 'A' },
];
const owCtx = (patch: Partial<ScoreReportContext> = {}) => contextFor('Overwatch', patch);
const offSwitches = {
  allowForfeits: false,
  showHeroPicks: false,
  showHeroBans: false,
  showMapBans: false,
};

describe('validateScoreReportData', () => {
  it.each(GAME_NAMES.map((game) => [game]))('accepts a valid %s report', (game) => {
    expect(validateScoreReportData(VALID[game], contextFor(game))).toBeNull();
  });

  it.each<[string, ScoreReportDataInput, ScoreReportContext, string | null]>([
    // The match fields.
    [
      'refuses a match without first_to',
      ow(aWins2()),
      owCtx({ firstTo: null }),
      'This match has no first_to, so its result cannot be reported.',
    ],
    [
      'refuses a forfeit without allowForfeits',
      ow([], 2, 0, true),
      owCtx(),
      'Forfeits are not allowed in this event.',
    ],
    [
      'accepts a forfeit with allowForfeits and no maps',
      ow([], 0, 2, true),
      owCtx({ switches: { ...offSwitches, allowForfeits: true } }),
      null,
    ],
    [
      'refuses a forfeit that is not a sweep',
      ow([], 2, 1, true),
      owCtx({ switches: { ...offSwitches, allowForfeits: true } }),
      'A forfeit needs one score at 2 and the other at 0.',
    ],
    [
      'refuses a score above first_to',
      ow(aWins2(), 3, 0),
      owCtx(),
      'score_1 and score_2 must be from 0 to 2.',
    ],
    [
      'refuses a fractional score',
      ow(aWins2(), 1.5, 0),
      owCtx(),
      'score_1 and score_2 must be whole numbers.',
    ],
    [
      'refuses both sides at first_to',
      ow(aWins2(), 2, 2),
      owCtx(),
      'score_1 and score_2 cannot both be 2.',
    ],
    [
      'refuses a score that does not finish the match',
      ow(aWins2(), 1, 1),
      owCtx(),
      'The score must finish the match: score_1 or score_2 must be 2.',
    ],
    // The event's map pool and the update-map-data rules (reused from checkMapData).
    [
      'refuses a map outside the event pool',
      ow(aWins2({ map: 'ow-kings' })),
      owCtx({ mapsFromPool: true, maps: owCtx().maps.filter((m) => m.id !== 'ow-kings') }),
      "Map 1: the map is not in this event's map pool.",
    ],
    [
      'refuses a map of another game',
      ow([
        { map: 'val-bind', winner: 'A' },
        { map: 'ow-dorado', winner: 'A' },
      ]),
      owCtx(),
      'Map 1: the map must be a map of Overwatch.',
    ],
    [
      'refuses a pool map of another game',
      ow(aWins2({ map: 'val-bind' })),
      owCtx({
        mapsFromPool: true,
        maps: [...owCtx().maps, { id: 'val-bind', name: 'Bind', game: 'Valorant', type: 'Spike' }],
      }),
      'Map 1 (Bind): the map must be a map of Overwatch.',
    ],
    [
      'refuses a winner outside the match',
      ow([
        { map: 'ow-ilios', winner: 'A' },
        { map: 'ow-dorado', winner: 'C' },
      ]),
      owCtx(),
      "Map 2 (Dorado): winner must be one of the match's teams.",
    ],
    [
      'refuses a picker outside the match',
      ow(aWins2({ picker: 'C' })),
      owCtx(),
      "Map 1 (Ilios): picker must be one of the match's teams.",
    ],
    [
      'refuses a banner outside the match',
      ow([...aWins2(), { map: 'ow-kings', banner: 'C' }]),
      owCtx(),
      "Map 3 (King's Row): banner must be one of the match's teams.",
    ],
    [
      'refuses an id that is not a map of the match',
      ow(aWins2({ id: 'elsewhere' })),
      owCtx(),
      'Map 1 (Ilios): elsewhere is not a map of this match.',
    ],
    [
      'refuses a hero of another game',
      ow(aWins2({ team_1_picks: ['Valorant-h0'] })),
      owCtx(),
      'Map 1 (Ilios): team_1_picks must list heroes of Overwatch only.',
    ],
    [
      'refuses a duplicate hero in one list',
      ow(aWins2({ team_2_picks: ['Overwatch-h1', 'Overwatch-h1'] })),
      owCtx(),
      'Map 1 (Ilios): team_2_picks lists a hero more than once.',
    ],
    [
      'refuses a winner on a banned map',
      ow(aWins2({ banner: 'B' })),
      owCtx(),
      'Map 1 (Ilios): winner, draw and banner exclude each other.',
    ],
    [
      'refuses map scores where the game has none',
      {
        mapData: [
          { map: 'lol-rift', winner: 'A', score_1: 1 },
          { map: 'lol-rift', winner: 'A' },
        ],
        matchData: { score_1: 2, score_2: 0 },
      },
      contextFor('League of Legends'),
      "Game 1 (Summoner's Rift): score_1 must be empty: League of Legends has no map scores.",
    ],
    // The event's switches.
    [
      'refuses a map ban without showMapBans',
      ow([...aWins2(), { map: 'ow-kings', banner: 'B' }]),
      owCtx({ switches: { ...offSwitches, showHeroPicks: true } }),
      "Map 3 (King's Row): map bans are not reported in this event (banner must be empty).",
    ],
    [
      'refuses hero picks without showHeroPicks',
      ow(aWins2({ team_1_picks: ['Overwatch-h1'] })),
      owCtx({ switches: { ...offSwitches, showMapBans: true, showHeroBans: true } }),
      'Map 1 (Ilios): hero picks are not reported in this event (team_1_picks must be empty).',
    ],
    [
      'refuses hero bans without showHeroBans, in the game wording',
      {
        mapData: [
          { map: 'val-bind', winner: 'A', team_2_bans: ['Valorant-h1'] },
          { map: 'val-haven', winner: 'A' },
        ],
        matchData: { score_1: 2, score_2: 0 },
      },
      contextFor('Valorant', {
        pickBanOrder: 'ban1, ban2',
        switches: { ...offSwitches, showHeroPicks: true },
      }),
      'Map 1 (Bind): agent bans are not reported in this event (team_2_bans must be empty).',
    ],
    // The profile's hero counts.
    [
      'refuses more hero picks than the profile allows',
      ow(aWins2({ team_1_picks: heroes('Overwatch', 0, 6) })),
      owCtx(),
      'Map 1 (Ilios): team_1_picks lists 6 heroes; the limit is 5 per team.',
    ],
    [
      'refuses more hero bans than the profile allows',
      {
        mapData: [
          { map: 'mr-palace', winner: 'A', team_2_bans: heroes('Marvel Rivals', 0, 4) },
          { map: 'mr-path', winner: 'A' },
        ],
        matchData: { score_1: 2, score_2: 0 },
      },
      contextFor('Marvel Rivals'),
      'Map 1 (Yggsgard: Royal Palace): team_2_bans lists 4 heroes; the limit is 3 per team.',
    ],
    [
      'refuses hero bans the pick/ban order does not give',
      ow(aWins2({ team_1_bans: ['Overwatch-h1'] })),
      owCtx(),
      "Map 1 (Ilios): team_1_bans must be empty: this match's pick/ban order gives team 1 no hero bans.",
    ],
    [
      'counts hero bans from the pick/ban order',
      ow(aWins2({ team_1_bans: heroes('Overwatch', 0, 2) })),
      owCtx({ pickBanOrder: 'ban1, ban2, ban1' }),
      null,
    ],
    [
      'refuses more hero bans than the order gives the team',
      ow(aWins2({ team_2_bans: heroes('Overwatch', 0, 2) })),
      owCtx({ pickBanOrder: 'ban1, ban2, ban1' }),
      'Map 1 (Ilios): team_2_bans lists 2 heroes; the limit is 1 per team.',
    ],
    [
      'follows flip_pick_ban_order',
      ow(aWins2({ flip_pick_ban_order: true, team_2_bans: heroes('Overwatch', 0, 2) })),
      owCtx({ pickBanOrder: 'ban1, ban2, ban1' }),
      null,
    ],
    // Draws.
    [
      'refuses a draw in a game without draws',
      {
        mapData: [
          { map: 'val-ascent', draw: true },
          { map: 'val-bind', winner: 'A' },
          { map: 'val-haven', winner: 'A' },
        ],
        matchData: { score_1: 2, score_2: 0 },
      },
      contextFor('Valorant'),
      'Map 1 (Ascent): Valorant maps cannot end in a draw (draw must be off).',
    ],
    [
      'refuses a draw on a Control map',
      ow([{ map: 'ow-ilios', draw: true }, ...aWins2({ map: 'ow-kings' })]),
      owCtx(),
      'Map 1 (Ilios): only Escort, Hybrid, Push, Assault maps can end in a draw (draw must be off).',
    ],
    [
      'refuses a draw without a map',
      ow([{ draw: true }, ...aWins2()]),
      owCtx(),
      'Map 1: only Escort, Hybrid, Push, Assault maps can end in a draw (draw must be off).',
    ],
    // The series.
    [
      'refuses a result after the deciding map',
      ow([...aWins2(), { map: 'ow-kings', winner: 'B' }]),
      owCtx(),
      "Map 3 (King's Row): the match was already decided on Map 2 (Dorado), so this map cannot have a result.",
    ],
    [
      'accepts unplayed maps after the deciding map',
      ow([...aWins2(), { map: 'ow-kings' }]),
      owCtx(),
      null,
    ],
    [
      'refuses too few decided maps',
      ow([{ map: 'ow-ilios', winner: 'A' }]),
      owCtx(),
      'The report has 1 decided map; a first to 2 match needs at least 2.',
    ],
    [
      'words too few maps in the game series wording',
      { mapData: [{ map: 'lol-rift', winner: 'A' }], matchData: { score_1: 2, score_2: 0 } },
      contextFor('League of Legends'),
      'The report has 1 decided game; a best of 3 match needs at least 2.',
    ],
    [
      'refuses map wins that differ from the score',
      ow([{ map: 'ow-ilios', winner: 'B' }, ...aWins2({ map: 'ow-kings' })], 2, 0),
      owCtx(),
      'The map wins (2-1) must equal the score (2-0).',
    ],
    [
      'does not count banned maps as decided',
      ow([
        { map: 'ow-ilios', banner: 'B' },
        { map: 'ow-dorado', winner: 'A' },
      ]),
      owCtx(),
      'The report has 1 decided map; a first to 2 match needs at least 2.',
    ],
    [
      'excepts forfeits from the map wins',
      ow([{ map: 'ow-ilios', winner: 'B' }], 2, 0, true),
      owCtx({ switches: { ...offSwitches, allowForfeits: true } }),
      null,
    ],
    // Stored maps: entries merge into them, and maps the report leaves out still count.
    [
      'merges an entry into its stored map',
      ow([
        { id: 'x1', winner: 'A' },
        { map: 'ow-dorado', winner: 'A' },
      ]),
      owCtx({ existingMaps: [{ id: 'x1', map: 'ow-ilios' }] }),
      null,
    ],
    [
      'names a stored map by its stored map link',
      ow([{ id: 'x1', winner: 'C' }]),
      owCtx({ existingMaps: [{ id: 'x1', map: 'ow-ilios' }] }),
      "Map 1 (Ilios): winner must be one of the match's teams.",
    ],
    [
      'counts stored maps the report leaves out',
      ow(aWins2()),
      owCtx({ existingMaps: [{ id: 'x1', map: 'ow-kings', winner: 'B' }] }),
      "Map 3 (King's Row): the match was already decided on Map 2 (Dorado), so this map cannot have a result.",
    ],
  ])('%s', (_, data, ctx, expected) => {
    expect(validateScoreReportData(data, ctx)).toBe(expected);
  });

  it('leaves its input unchanged', () => {
    const data = structuredClone(VALID.Overwatch);
    const ctx = owCtx({ existingMaps: [{ id: 'x1', map: 'ow-ilios' }] });
    const before = structuredClone(ctx);
    validateScoreReportData(data, ctx);
    expect(data).toEqual(VALID.Overwatch);
    expect(ctx).toEqual(before);
  });
});
