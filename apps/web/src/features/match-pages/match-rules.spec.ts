import { describe, expect, it } from 'vitest';
import { getMatchContext } from './get-match-context.js';
import { getScoreDisplay } from '../matches/get-score-display.js';
import { getTeamResult } from './get-team-result.js';
import { formatMatchWhen } from './format-match-when.js';
import { sortMatchesByStart } from './sort-matches-by-start.js';

describe('match context line', () => {
  it.each([
    [{ round: 'Semifinals' }, { short: 'Spring', name: 'Spring Cup' }, 'Spring · Semifinals'],
    [
      { week_text: 'Week 2', match_group: 'Group A' },
      { name: 'Spring Cup' },
      'Spring Cup · Week 2',
    ],
    [{ match_group: 'Group A' }, null, 'Group A'],
    [{ sub_event: 'Playoffs' }, { short: ' ', name: 'Cup' }, 'Cup · Playoffs'],
    [{}, null, ''],
  ])('%j in %j → %j', (match, event, text) => {
    expect(getMatchContext(match, event)).toBe(text);
  });
});

describe('score display (public-site §4 "Match results")', () => {
  it.each([
    [{ score_1: 0, score_2: 0, first_to: 3 }, { kind: 'vs' }],
    [
      { score_1: 0, score_2: 0, first_to: 3, live: true },
      { kind: 'score', scores: [0, 0], winner: null, complete: false },
    ],
    [
      { score_1: 1, score_2: 2, first_to: 3 },
      { kind: 'score', scores: [1, 2], winner: null, complete: false },
    ],
    [
      { score_1: 3, score_2: 1, first_to: 3 },
      { kind: 'score', scores: [3, 1], winner: 1, complete: true },
    ],
    [
      { score_1: 0, score_2: 2, first_to: 2, forfeit: true },
      { kind: 'forfeit', marks: ['FF', 'W'], winner: 2 },
    ],
  ])('%j → %j', (match, display) => {
    expect(getScoreDisplay(match)).toEqual(display);
  });
});

describe('team result', () => {
  const match = { teams: ['a', 'b'], score_1: 1, score_2: 3, first_to: 3 };
  it.each([
    [['a'], 'loss'],
    [['b'], 'win'],
    [['x', 'b'], 'win'],
    [['c'], null],
  ] as const)('for %j → %s', (teams, result) => {
    expect(getTeamResult(match, teams)).toBe(result);
  });
  it('is null while undecided', () => {
    expect(getTeamResult({ ...match, score_2: 2 }, ['b'])).toBeNull();
  });
});

describe('match list start (public-site §9 date format)', () => {
  it.each([
    [
      '2026-12-01T18:00:00.000Z',
      'Europe/London',
      false,
      { date: 'Tue 1st Dec 2026', time: '6:00pm UK' },
    ],
    [
      '2026-12-01T18:00:00.000Z',
      'Europe/London',
      true,
      { date: 'Tue 1st Dec 2026', time: '18:00 UK' },
    ],
    [
      '2026-12-01T02:00:00.000Z',
      'America/New_York',
      false,
      { date: 'Mon 30th Nov 2026', time: '9:00pm ET' },
    ],
    [null, 'UTC', false, null],
    ['not a date', 'UTC', false, null],
  ])('%s in %s (24h %s) → %j', (start, zone, h24, when) => {
    expect(formatMatchWhen(start, zone, h24)).toEqual(when);
  });
});

describe('matches by start', () => {
  const matches = [
    { id: 'b', start: '2026-02-01T00:00:00Z', match_number: 2 },
    { id: 'none', start: null, match_number: 9 },
    { id: 'a', start: '2026-01-01T00:00:00Z', match_number: 1 },
    { id: 'b2', start: '2026-02-01T00:00:00Z', match_number: 3 },
  ];
  it.each([
    ['asc', ['a', 'b', 'b2', 'none']],
    ['desc', ['b2', 'b', 'a', 'none']],
  ] as const)('%s → %j', (direction, ids) => {
    expect(sortMatchesByStart(matches, direction).map((m) => m.id)).toEqual(ids);
    expect(matches[0]!.id).toBe('b');
  });
});
