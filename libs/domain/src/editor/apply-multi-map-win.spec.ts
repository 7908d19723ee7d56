import { applyMultiMapWin } from './apply-multi-map-win.js';
import type { MultiMapWinMatch } from './apply-multi-map-win.js';

const teams = ['a', 'b'];

describe('applyMultiMapWin', () => {
  it.each<[string, MultiMapWinMatch, 1 | 2, unknown]>([
    [
      'fills the first open map',
      {
        teams,
        score_1: 0,
        score_2: 0,
        first_to: 2,
        maps: [{ banner: 'a' }, { map: 'm1' }, { map: 'm2' }],
      },
      1,
      {
        ok: true,
        index: 1,
        score_1: 1,
        score_2: 0,
        maps: [{ banner: 'a' }, { map: 'm1', winner: 'a' }, { map: 'm2' }],
      },
    ],
    [
      'skips won and drawn maps',
      {
        teams,
        score_1: 1,
        score_2: 0,
        first_to: 3,
        maps: [{ winner: 'a' }, { draw: true }, { map: 'm3' }],
      },
      2,
      {
        ok: true,
        index: 2,
        score_1: 1,
        score_2: 1,
        maps: [{ winner: 'a' }, { draw: true }, { map: 'm3', winner: 'b' }],
      },
    ],
    [
      'appends a map entry when none is open',
      { teams, score_1: 1, score_2: 0, first_to: 2, maps: [{ winner: 'a' }] },
      2,
      { ok: true, index: 1, score_1: 1, score_2: 1, maps: [{ winner: 'a' }, { winner: 'b' }] },
    ],
    [
      'refused with one team',
      { teams: ['a'], first_to: 2 },
      1,
      { ok: false, code: 'not-enough-teams' },
    ],
    [
      'refused when decided',
      { teams, score_1: 2, score_2: 0, first_to: 2 },
      2,
      { ok: false, code: 'match-decided' },
    ],
    ['refused without first_to', { teams, first_to: 0 }, 1, { ok: false, code: 'passes-first-to' }],
  ])('%s', (_case, match, teamNum, result) => {
    const copy = structuredClone(match);
    expect(applyMultiMapWin(match, teamNum)).toEqual(result);
    expect(match).toEqual(copy);
  });
});
