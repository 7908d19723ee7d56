import { getMapWinBlock, type MapWinBlock } from './get-map-win-block.js';
import type { MapWinInput } from './is-map-win-disabled.js';

const teams = [{ name: 'Alpha' }, { name: 'Bravo' }];
const base: MapWinInput = { score_1: 1, score_2: 0, first_to: 3, teams, requestPending: false };

describe('getMapWinBlock', () => {
  it.each<[string, MapWinInput, MapWinBlock | null]>([
    ['enabled mid-series', base, null],
    ['team 1 reached first_to', { ...base, score_1: 3 }, 'match-decided'],
    ['team 2 reached first_to', { ...base, score_2: 3 }, 'match-decided'],
    ['no first_to counts as reached', { ...base, first_to: null, score_1: 0 }, 'match-decided'],
    ['a flip or win request is pending', { ...base, requestPending: true }, 'request-pending'],
    ['fewer than two teams', { ...base, teams: [{ name: 'Alpha' }] }, 'not-enough-teams'],
    ['a missing team', { ...base, teams: [{ name: 'Alpha' }, null] }, 'not-enough-teams'],
    [
      'a team still loading',
      { ...base, teams: [{ name: 'Alpha' }, { name: 'Bravo', loading: true }] },
      'team-loading',
    ],
    ['an unnamed team', { ...base, teams: [{ name: 'Alpha' }, { name: ' ' }] }, 'team-unnamed'],
    ['decided wins over pending', { ...base, score_2: 3, requestPending: true }, 'match-decided'],
  ])('%s → %s', (_case, input, block) => {
    expect(getMapWinBlock(input)).toBe(block);
  });
});
