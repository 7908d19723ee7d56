import { describe, expect, it } from 'vitest';
import { getBreakTitle, type BreakTitleMatch } from './get-break-title.js';

const m = (id: string, s1: number, s2: number, firstTo = 2): BreakTitleMatch => ({
  id,
  score_1: s1,
  score_2: s2,
  first_to: firstTo,
});

describe('getBreakTitle', () => {
  it.each<[string, string | null, BreakTitleMatch | null, BreakTitleMatch[], string]>([
    ['no title', null, null, [], ''],
    ['plain text stays', 'Back soon', m('a', 1, 0), [], 'Back soon'],
    [
      'live match 0–0: Starting Soon',
      '{auto}',
      m('a', 0, 0),
      [m('a', 0, 0), m('b', 0, 0)],
      'Starting Soon',
    ],
    [
      'no live match, nothing decided: Starting Soon',
      '{auto}',
      null,
      [m('a', 0, 0)],
      'Starting Soon',
    ],
    ['no live match, empty schedule: Starting Soon', '{auto}', null, [], 'Starting Soon'],
    [
      'no live match, a decided match: Be Right Back',
      '{auto}',
      null,
      [m('a', 2, 1), m('b', 0, 0)],
      'Be Right Back',
    ],
    [
      'live match in progress: Be Right Back',
      '{auto}',
      m('a', 1, 0),
      [m('a', 1, 0), m('b', 0, 0)],
      'Be Right Back',
    ],
    [
      'decided, not the last: Be Right Back',
      '{auto}',
      m('a', 2, 0),
      [m('a', 2, 0), m('b', 0, 0)],
      'Be Right Back',
    ],
    [
      'decided and the last: Thanks for Watching',
      '{auto}',
      m('b', 2, 1),
      [m('a', 2, 0), m('b', 2, 1)],
      'Thanks for Watching',
    ],
    [
      'decided, empty schedule: Thanks for Watching',
      '{auto}',
      m('b', 2, 1),
      [],
      'Thanks for Watching',
    ],
    [
      'decided, not in the schedule: Thanks for Watching',
      '{auto}',
      m('x', 0, 2),
      [m('a', 0, 0)],
      'Thanks for Watching',
    ],
    ['{auto} inside text', 'Castline — {auto}!', m('a', 0, 0), [], 'Castline — Starting Soon!'],
    ['a literal \\n is a line break', 'Up next\\nGrand final', null, [], 'Up next\nGrand final'],
    [
      'both',
      '{auto}\\nSpring Showdown',
      m('a', 1, 1),
      [m('a', 1, 1), m('b', 0, 0)],
      'Be Right Back\nSpring Showdown',
    ],
  ])('%s', (_name, title, live, schedule, expected) => {
    expect(getBreakTitle(title, live, schedule)).toBe(expected);
  });
});
