import { isMapWinDisabled } from './is-map-win-disabled.js';
import type { MapWinInput } from './is-map-win-disabled.js';

const teams = [{ name: 'Alpha' }, { name: 'Bravo' }];
const base: MapWinInput = { score_1: 1, score_2: 0, first_to: 3, teams, requestPending: false };

describe('isMapWinDisabled', () => {
  it.each<[string, MapWinInput, boolean]>([
    ['enabled mid-series', base, false],
    ['team 1 reached first_to', { ...base, score_1: 3 }, true],
    ['team 2 reached first_to', { ...base, score_2: 3 }, true],
    ['a flip or win request is pending', { ...base, requestPending: true }, true],
    ['fewer than two teams', { ...base, teams: [{ name: 'Alpha' }] }, true],
    ['a missing team', { ...base, teams: [{ name: 'Alpha' }, null] }, true],
    [
      'a team still loading',
      { ...base, teams: [{ name: 'Alpha' }, { name: 'Bravo', loading: true }] },
      true,
    ],
    ['an unnamed team', { ...base, teams: [{ name: 'Alpha' }, { name: '' }] }, true],
    ['no first_to', { ...base, first_to: null, score_1: 0 }, true],
    ['scores missing count as 0', { teams, first_to: 2, requestPending: false }, false],
  ])('%s → %s', (_case, input, disabled) => {
    expect(isMapWinDisabled(input)).toBe(disabled);
  });
});
