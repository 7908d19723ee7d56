import { describe, expect, it } from 'vitest';
import {
  formatScheduleDay,
  sortScheduleMatches,
  type ScheduleMatchInput,
} from './sort-schedule-matches.js';

const TZ = 'America/New_York';
function m(
  id: string,
  start: string | null,
  fields: Partial<ScheduleMatchInput> = {},
): ScheduleMatchInput {
  return { id, start, first_to: 3, score_1: 0, score_2: 0, ...fields };
}

// Sat 21 Nov 2026 (New York): a finished match in the morning, a live one, two later today, one tomorrow.
const matches = [
  m('done-1', '2026-11-21T15:00:00.000Z', { score_1: 3, score_2: 1, match_number: 1 }),
  m('done-0', '2026-11-20T15:00:00.000Z', { score_1: 0, score_2: 3, forfeit: true }),
  m('live', '2026-11-21T17:00:00.000Z', { live: true, score_1: 1, score_2: 1 }),
  m('later-b', '2026-11-21T23:00:00.000Z', { match_number: 12 }),
  m('later-a', '2026-11-21T23:00:00.000Z', { match_number: 11 }),
  m('tomorrow', '2026-11-22T23:00:00.000Z'),
  m('undated', null),
];

const view = (sort: 'Default' | 'Oldest first' | 'Newest first') =>
  sortScheduleMatches(matches, sort, TZ).map((section) => [
    section.group,
    section.day,
    section.matches.map((match) => match.id),
  ]);

describe('sortScheduleMatches (public-site §3 scheduleMatchesSort)', () => {
  it("'Default': live, then upcoming soonest first by day, then results newest first", () => {
    expect(view('Default')).toEqual([
      ['live', null, ['live']],
      ['upcoming', 'Sat 21st Nov 2026', ['later-a', 'later-b']],
      ['upcoming', 'Sun 22nd Nov 2026', ['tomorrow']],
      ['upcoming', null, ['undated']],
      ['results', 'Sat 21st Nov 2026', ['done-1']],
      ['results', 'Fri 20th Nov 2026', ['done-0']],
    ]);
  });

  it("'Oldest first': every match by start, by day, undated last", () => {
    expect(view('Oldest first')).toEqual([
      [null, 'Fri 20th Nov 2026', ['done-0']],
      [null, 'Sat 21st Nov 2026', ['done-1', 'live', 'later-a', 'later-b']],
      [null, 'Sun 22nd Nov 2026', ['tomorrow']],
      [null, null, ['undated']],
    ]);
  });

  it("'Newest first': every match by start descending, undated last", () => {
    expect(view('Newest first')).toEqual([
      [null, 'Sun 22nd Nov 2026', ['tomorrow']],
      [null, 'Sat 21st Nov 2026', ['later-a', 'later-b', 'live', 'done-1']],
      [null, 'Fri 20th Nov 2026', ['done-0']],
      [null, null, ['undated']],
    ]);
  });

  it('groups days in the given zone and keeps the input unchanged', () => {
    const input = [m('late', '2026-11-22T03:30:00.000Z'), m('early', '2026-11-21T20:00:00.000Z')];
    const copy = JSON.parse(JSON.stringify(input)) as unknown;
    expect(sortScheduleMatches(input, 'Oldest first', 'Europe/London').map((s) => s.day)).toEqual([
      'Sat 21st Nov 2026',
      'Sun 22nd Nov 2026',
    ]);
    expect(sortScheduleMatches(input, 'Oldest first', TZ).map((s) => s.day)).toEqual([
      'Sat 21st Nov 2026',
    ]);
    expect(input).toEqual(copy);
  });

  it('answers no sections for no matches', () => {
    expect(sortScheduleMatches([], 'Default', TZ)).toEqual([]);
  });

  it('formats a day heading', () => {
    expect(formatScheduleDay(Date.UTC(2026, 10, 1, 12), 'Europe/London')).toBe('Sun 1st Nov 2026');
  });
});
