import { describe, expect, it } from 'vitest';
import {
  selectSeasonHistory,
  type SeasonMatchInput,
  type SeasonHistoryQuery,
} from './select-season-history.js';

const m = (
  id: string,
  start: string | null,
  scores: [number | null, number | null],
  extra: Partial<SeasonMatchInput> = {},
): SeasonMatchInput => ({
  id,
  start,
  teams: ['recA', 'recB'],
  first_to: 2,
  score_1: scores[0],
  score_2: scores[1],
  event: 'recE',
  sub_event: 'Group Stage',
  match_group: 'Group A',
  ...extra,
});

const matches: SeasonMatchInput[] = [
  m('g2', '2026-11-08T18:00:00Z', [0, 2]),
  m('g1', '2026-11-01T18:00:00Z', [2, 1]),
  m('g3', '2026-11-15T18:00:00Z', [2, 0], { teams: ['recC', 'recA'] }),
  m('p1', '2026-11-20T18:00:00Z', [2, 0], { sub_event: 'Playoffs', match_group: 'Playoffs' }),
  m('p2', '2026-11-21T18:00:00Z', [1, 0], { sub_event: 'Playoffs', match_group: 'Playoffs' }), // unfinished
  m('x1', '2026-10-01T18:00:00Z', [2, 0], { event: 'recOther' }),
  m('u1', null, [2, 0], { match_group: 'Group B' }), // undated: last
  m('live', '2026-11-22T18:00:00Z', [2, 0], { sub_event: 'Playoffs', match_group: 'Playoffs' }),
];

const base: SeasonHistoryQuery = {
  teamId: 'recA',
  eventId: 'recE',
  stage: null,
  group: null,
  max: null,
  excludeId: 'live',
};
const list = (over: Partial<SeasonHistoryQuery>) =>
  selectSeasonHistory(matches, { ...base, ...over })
    .map((e) => `${e.match.id}:${e.result.result}`)
    .join(' ');

describe('selectSeasonHistory (season-history: the event, stage / group, max)', () => {
  it.each<[string, Partial<SeasonHistoryQuery>, string]>([
    [
      'the event in play order, finished only, live left out',
      {},
      'g1:win g2:loss g3:loss p1:win u1:win',
    ],
    [
      'every event without an event id',
      { eventId: null },
      'x1:win g1:win g2:loss g3:loss p1:win u1:win',
    ],
    ['stage by sub_event', { stage: 'Playoffs' }, 'p1:win'],
    ['stage in any case', { stage: 'group stage' }, 'g1:win g2:loss g3:loss u1:win'],
    ['group by match_group', { group: 'Group B' }, 'u1:win'],
    [
      'stage and group together',
      { stage: 'Group Stage', group: 'Group A' },
      'g1:win g2:loss g3:loss',
    ],
    ['a filter that names nothing', { stage: 'Finals' }, ''],
    ['max keeps the latest, in play order', { max: 2 }, 'p1:win u1:win'],
    ['max above the count', { max: 20, stage: 'Playoffs' }, 'p1:win'],
    ['the other team', { teamId: 'recB', max: 3 }, 'g2:win p1:loss u1:loss'],
    [
      'the live match is listed when not excluded',
      { excludeId: null, stage: 'Playoffs' },
      'p1:win live:win',
    ],
  ])('%s', (_label, over, expected) => {
    expect(list(over)).toBe(expected);
  });
});
