import {
  applyLiveMapData,
  type LiveMapDataResult,
  type LiveMapMatch,
} from './apply-live-map-data.js';
import type { EditorMap } from './editor-state.js';

const teams = ['a', 'b'];
const live: LiveMapMatch = {
  teams,
  score_1: 1,
  score_2: 1,
  first_to: 3,
  maps: [
    { banner: 'b' },
    { winner: 'a' },
    { draw: true },
    { winner: 'b' },
    { map: 'm4' },
    { map: 'm5' },
  ],
};

describe('applyLiveMapData', () => {
  it.each<[string, LiveMapMatch, EditorMap, LiveMapDataResult]>([
    [
      'writes the first map not banned with no winner and no draw',
      live,
      { replay_code: 'abc', team_1_picks: ['h1'] },
      {
        ok: true,
        index: 4,
        created: false,
        maps: [
          ...(live.maps ?? []).slice(0, 4),
          { map: 'm4', replay_code: 'ABC', team_1_picks: ['h1'] },
          { map: 'm5' },
        ],
        score_1: 1,
        score_2: 1,
        scoreChanged: false,
      },
    ],
    [
      'a winner sets the score to the count of map wins',
      live,
      { winner: 'a', score_1: 3, score_2: 1 },
      {
        ok: true,
        index: 4,
        created: false,
        maps: [
          ...(live.maps ?? []).slice(0, 4),
          { map: 'm4', winner: 'a', score_1: 3, score_2: 1 },
          { map: 'm5' },
        ],
        score_1: 2,
        score_2: 1,
        scoreChanged: true,
      },
    ],
    [
      'the score never goes above first_to',
      {
        teams,
        score_1: 1,
        score_2: 0,
        first_to: 2,
        maps: [{ winner: 'a' }, { winner: 'a' }, { winner: 'a' }, {}],
      },
      { winner: 'a' },
      {
        ok: true,
        index: 3,
        created: false,
        maps: [{ winner: 'a' }, { winner: 'a' }, { winner: 'a' }, { winner: 'a' }],
        score_1: 2,
        score_2: 0,
        scoreChanged: true,
      },
    ],
    [
      'a draw leaves the score alone',
      live,
      { draw: true },
      {
        ok: true,
        index: 4,
        created: false,
        maps: [...(live.maps ?? []).slice(0, 4), { map: 'm4', draw: true }, { map: 'm5' }],
        score_1: 1,
        score_2: 1,
        scoreChanged: false,
      },
    ],
    [
      'appends a numbered map when none is current',
      { teams, score_1: 0, score_2: 1, first_to: 2, maps: [{ banner: 'a' }, { winner: 'b' }] },
      { map: 'm9' },
      {
        ok: true,
        index: 2,
        created: true,
        maps: [{ banner: 'a' }, { winner: 'b' }, { number: 2, map: 'm9' }],
        score_1: 0,
        score_2: 1,
        scoreChanged: false,
      },
    ],
    [
      'appends the first map of a match without maps',
      { teams, first_to: 2 },
      { winner: 'b' },
      {
        ok: true,
        index: 0,
        created: true,
        maps: [{ number: 1, winner: 'b' }],
        score_1: 0,
        score_2: 1,
        scoreChanged: true,
      },
    ],
    [
      'refuses to append to a decided match',
      { teams, score_1: 2, score_2: 0, first_to: 2, maps: [{ winner: 'a' }, { winner: 'a' }] },
      { map: 'm9' },
      { ok: false, code: 'match-decided' },
    ],
  ])('%s', (_case, match, patch, expected) => {
    const copies = structuredClone([match, patch]);
    expect(applyLiveMapData(match, patch)).toEqual(expected);
    expect([match, patch]).toEqual(copies);
  });
});
