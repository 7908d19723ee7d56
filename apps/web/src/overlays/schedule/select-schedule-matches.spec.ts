import { describe, expect, it } from 'vitest';
import { selectScheduleMatches, type ScheduleMatchFlags } from './select-schedule-matches.js';

const m = (
  id: string,
  start: string | null,
  primary = true,
  secondary = false,
): ScheduleMatchFlags => ({
  id,
  start,
  show_on_overlays: primary,
  show_on_secondary_overlays: secondary,
});

describe('selectScheduleMatches', () => {
  const cases: {
    name: string;
    matches: ScheduleMatchFlags[];
    secondary: boolean;
    expected: string[];
  }[] = [
    { name: 'empty schedule', matches: [], secondary: false, expected: [] },
    {
      name: 'primary keeps show_on_overlays only',
      matches: [m('a', '2026-01-01T10:00:00Z'), m('b', '2026-01-01T11:00:00Z', false, true)],
      secondary: false,
      expected: ['a'],
    },
    {
      name: 'secondary keeps show_on_secondary_overlays only',
      matches: [m('a', '2026-01-01T10:00:00Z'), m('b', '2026-01-01T11:00:00Z', false, true)],
      secondary: true,
      expected: ['b'],
    },
    {
      name: 'ordered by start, undated last',
      matches: [
        m('late', '2026-01-01T12:00:00Z'),
        m('none', null),
        m('early', '2026-01-01T09:00:00Z'),
      ],
      secondary: false,
      expected: ['early', 'late', 'none'],
    },
    {
      name: 'equal starts and unparsable starts keep the stored order',
      matches: [
        m('b', '2026-01-01T10:00:00Z'),
        m('x', 'not a date'),
        m('a', '2026-01-01T10:00:00Z'),
        m('y', null),
      ],
      secondary: false,
      expected: ['b', 'a', 'x', 'y'],
    },
    {
      name: 'missing flags count as off; duplicates dropped',
      matches: [{ id: 'a' }, m('b', null), m('b', null)],
      secondary: false,
      expected: ['b'],
    },
  ];
  it.each(cases)('$name', ({ matches, secondary, expected }) => {
    expect(selectScheduleMatches(matches, secondary).map((match) => match.id)).toEqual(expected);
  });
});
