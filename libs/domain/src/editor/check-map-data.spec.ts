import { GAME_PROFILES } from '../games/game-profile.js';
import { checkMapData, type MapDataContext, type MapDataProblemCode } from './check-map-data.js';
import type { EditorMap } from './editor-state.js';

const overwatch: MapDataContext = {
  teamIds: ['a', 'b'],
  profile: GAME_PROFILES.Overwatch,
  game: 'Overwatch',
  mapDataIds: new Set(['m1', 'm2']),
  heroIds: new Set(['h1', 'h2', 'h3']),
  existing: [
    { id: 'x1', map: 'm1', winner: 'a' },
    { id: 'x2', map: 'm2' },
  ],
};
const league: MapDataContext = {
  ...overwatch,
  profile: GAME_PROFILES['League of Legends'],
  game: 'League of Legends',
};

describe('checkMapData', () => {
  it.each<
    [string, MapDataContext, EditorMap[], [MapDataProblemCode, number, string | null] | null]
  >([
    [
      'accepts a full valid list',
      overwatch,
      [
        {
          id: 'x1',
          map: 'm1',
          winner: 'a',
          picker: 'b',
          score_1: 2,
          score_2: 1,
          team_1_picks: ['h1', 'h2'],
          team_2_bans: ['h1'],
        },
        { id: 'x2', banner: 'b' },
        { map: 'm2', draw: true, replay_code: 'abc' },
      ],
      null,
    ],
    ['accepts an empty list', overwatch, [], null],
    [
      'accepts nulls and empty lists for disabled fields',
      league,
      [{ map: 'm1', picker: null, banner: null, score_1: null, team_1_picks: ['h1'] }],
      null,
    ],
    [
      'refuses an id that is not a map of the match',
      overwatch,
      [{ id: 'zz', map: 'm1' }],
      ['unknown-map-entry', 0, 'id'],
    ],
    [
      'refuses the same id twice',
      overwatch,
      [{ id: 'x2' }, { id: 'x2' }],
      ['duplicate-map-entry', 1, 'id'],
    ],
    [
      'refuses map data of another game',
      overwatch,
      [{ map: 'other' }],
      ['map-not-of-game', 0, 'map'],
    ],
    [
      'refuses a winner not in the match',
      overwatch,
      [{ winner: 'c' }],
      ['not-a-team', 0, 'winner'],
    ],
    [
      'refuses a picker not in the match',
      overwatch,
      [{}, { picker: 'c' }],
      ['not-a-team', 1, 'picker'],
    ],
    [
      'refuses a banner not in the match',
      overwatch,
      [{ banner: 'c' }],
      ['not-a-team', 0, 'banner'],
    ],
    [
      'refuses a picker when the game has no map picks',
      league,
      [{ picker: 'a' }],
      ['field-disabled', 0, 'picker'],
    ],
    [
      'refuses a banner when the game has no map bans',
      league,
      [{ banner: 'a' }],
      ['field-disabled', 0, 'banner'],
    ],
    [
      'refuses a score when the game has no map score',
      league,
      [{ score_2: 0 }],
      ['field-disabled', 0, 'score_2'],
    ],
    ['refuses a negative score', overwatch, [{ score_1: -1 }], ['bad-score', 0, 'score_1']],
    ['refuses a fractional score', overwatch, [{ score_2: 1.5 }], ['bad-score', 0, 'score_2']],
    [
      'refuses a hero of another game',
      overwatch,
      [{ team_2_picks: ['h1', 'nope'] }],
      ['not-a-hero', 0, 'team_2_picks'],
    ],
    [
      'refuses a hero twice in one list',
      overwatch,
      [{ team_1_bans: ['h1', 'h1'] }],
      ['duplicate-hero', 0, 'team_1_bans'],
    ],
    [
      'allows one hero in two lists',
      overwatch,
      [{ team_1_picks: ['h1'], team_2_picks: ['h1'] }],
      null,
    ],
    [
      'refuses winner with draw',
      overwatch,
      [{ winner: 'a', draw: true }],
      ['result-conflict', 0, null],
    ],
    [
      'refuses banner with winner',
      overwatch,
      [{ winner: 'b', banner: 'a' }],
      ['result-conflict', 0, null],
    ],
    [
      'refuses a draw on a stored winner',
      overwatch,
      [{ id: 'x1', draw: true }],
      ['result-conflict', 0, null],
    ],
    [
      'accepts a draw that clears the stored winner',
      overwatch,
      [{ id: 'x1', winner: null, draw: true }],
      null,
    ],
    [
      'ignores a stale stored reference on an unrelated edit',
      { ...overwatch, existing: [{ id: 'x1', winner: 'gone' }] },
      [{ id: 'x1', replay_code: 'a' }],
      null,
    ],
  ])('%s', (_case, context, entries, expected) => {
    const copy = structuredClone(entries);
    const problem = checkMapData(entries, context);
    expect(problem && [problem.code, problem.index, problem.field]).toEqual(expected);
    expect(entries).toEqual(copy);
  });

  it('names the entry and the field in its message', () => {
    expect(checkMapData([{}, { score_1: 3 }], league)?.message).toBe(
      'Map 2: score_1 must be empty: League of Legends has no map scores.',
    );
    expect(checkMapData([{ map: 'x' }], { ...overwatch, game: null })?.message).toBe(
      "Map 1: the map must be a map of this match's game.",
    );
  });

  it('names the entry by the label the caller gives', () => {
    const label = (index: number, entry: EditorMap) => `Game ${index + 1} (${entry.map ?? '?'})`;
    expect(
      checkMapData([{ map: 'm1' }, { map: 'm2', winner: 'c' }], { ...overwatch, label })?.message,
    ).toBe("Game 2 (m2): winner must be one of the match's teams.");
  });
});
