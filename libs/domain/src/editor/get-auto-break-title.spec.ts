import { getAutoBreakTitle } from './get-auto-break-title.js';
import type { AutoTitleInput, AutoTitleMatch } from './get-auto-break-title.js';

const m = (id: string, score_1: number, score_2: number): AutoTitleMatch => ({
  id,
  score_1,
  score_2,
  first_to: 2,
});

describe('getAutoBreakTitle', () => {
  it.each<[string, AutoTitleInput, string]>([
    [
      'live match at 0-0',
      { liveMatch: m('m2', 0, 0), schedule: [m('m1', 2, 1), m('m2', 0, 0)] },
      'Starting Soon',
    ],
    [
      'no live match, nothing decided',
      { liveMatch: null, schedule: [m('m1', 1, 0), m('m2', 0, 0)] },
      'Starting Soon',
    ],
    ['no live match, empty schedule', { liveMatch: null, schedule: [] }, 'Starting Soon'],
    [
      'no live match, a decided match',
      { liveMatch: null, schedule: [m('m1', 2, 0), m('m2', 0, 0)] },
      'Be Right Back',
    ],
    [
      'live match in progress',
      { liveMatch: m('m1', 1, 0), schedule: [m('m1', 1, 0), m('m2', 0, 0)] },
      'Be Right Back',
    ],
    [
      'live match decided, more to come',
      { liveMatch: m('m1', 2, 0), schedule: [m('m1', 2, 0), m('m2', 0, 0)] },
      'Be Right Back',
    ],
    [
      'live match decided and last',
      { liveMatch: m('m2', 1, 2), schedule: [m('m1', 2, 0), m('m2', 1, 2)] },
      'Thanks for Watching',
    ],
    [
      'live match decided, empty schedule',
      { liveMatch: m('m1', 2, 1), schedule: [] },
      'Thanks for Watching',
    ],
    [
      'live match decided, not in the schedule',
      { liveMatch: m('m9', 2, 1), schedule: [m('m1', 0, 0)] },
      'Thanks for Watching',
    ],
  ])('%s → %s', (_case, input, title) => {
    expect(getAutoBreakTitle(input)).toBe(title);
  });
});
