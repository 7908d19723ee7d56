import { describe, expect, it } from 'vitest';
import { computeHeadToHead, computeTeamStats, type StatsMatch } from './compute-team-stats.js';

const m = (
  id: string,
  teams: [string, string],
  score: [number | null, number | null],
  extra: Partial<StatsMatch> = {},
): StatsMatch => ({
  id,
  teams,
  event: ['ev'],
  score_1: score[0],
  score_2: score[1],
  first_to: 2,
  start: `2026-05-0${id.slice(1)}T18:00:00Z`,
  ...extra,
});

const matches: StatsMatch[] = [
  m('m1', ['A', 'B'], [2, 1]),
  m('m2', ['C', 'A'], [2, 0]),
  m('m3', ['A', 'D'], [2, 0], { forfeit: true }),
  m('m4', ['A', 'B'], [1, 2]),
  m('m5', ['A', 'E'], [1, 1]), // unfinished
  m('m6', ['A', 'F'], [2, 0], { event: ['other'] }), // another event
  m('m7', ['B', 'A'], [1, 1]), // the live match
];

describe('computeTeamStats', () => {
  it.each([
    [
      'A: results this event, forfeit maps left out, streak of the latest results',
      'A',
      'ev',
      'm7',
      { played: 4, wins: 2, losses: 2, mapsWon: 3, mapsLost: 5, streak: { result: 'L', count: 1 } },
    ],
    [
      'B: as the second slot too',
      'B',
      'ev',
      'm7',
      { played: 2, wins: 1, losses: 1, mapsWon: 3, mapsLost: 3, streak: { result: 'W', count: 1 } },
    ],
    [
      'every event when the event is unknown',
      'A',
      null,
      'm7',
      { played: 5, wins: 3, losses: 2, mapsWon: 5, mapsLost: 5, streak: { result: 'W', count: 1 } },
    ],
    [
      'a team with no finished match',
      'E',
      'ev',
      'm7',
      { played: 0, wins: 0, losses: 0, mapsWon: 0, mapsLost: 0, streak: null },
    ],
  ] as const)('%s', (_name, team, event, exclude, expected) => {
    expect(computeTeamStats(team, matches, event, exclude)).toEqual(expected);
  });

  it('counts a match listed twice once and reads a streak of several', () => {
    const list = [
      m('m1', ['A', 'B'], [2, 0]),
      m('m1', ['A', 'B'], [2, 0]),
      m('m2', ['A', 'C'], [2, 1]),
    ];
    expect(computeTeamStats('A', list, 'ev', null)).toMatchObject({
      played: 2,
      streak: { result: 'W', count: 2 },
    });
  });
});

describe('computeHeadToHead', () => {
  it.each([
    [
      'A against B: both meetings, the live one left out',
      'A',
      'B',
      { count: 2, leftWins: 1, rightWins: 1 },
    ],
    ['B against A mirrors it', 'B', 'A', { count: 2, leftWins: 1, rightWins: 1 }],
    ['A against C', 'A', 'C', { count: 1, leftWins: 0, rightWins: 1 }],
    ['a first meeting', 'A', 'E', { count: 0, leftWins: 0, rightWins: 0 }],
  ] as const)('%s', (_name, left, right, expected) => {
    expect(computeHeadToHead(left, right, matches, 'ev', 'm7')).toEqual(expected);
  });
});
