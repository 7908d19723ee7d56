import { describe, expect, it } from 'vitest';
import { selectTeamHistory, type HistoryMatchInput } from './select-team-history.js';

const m = (
  id: string,
  start: string | null,
  s1: number | null,
  s2: number | null,
  teams = ['recA', 'recB'],
): HistoryMatchInput => ({
  id,
  start,
  teams,
  first_to: 2,
  score_1: s1,
  score_2: s2,
});

const matches: HistoryMatchInput[] = [
  m('m1', '2026-11-01T18:00:00Z', 2, 0),
  m('m2', '2026-11-03T18:00:00Z', 1, 2),
  m('m3', '2026-11-02T18:00:00Z', 2, 1, ['recC', 'recA']),
  m('m4', '2026-11-05T18:00:00Z', 1, 1), // unfinished
  m('m5', null, 2, 0), // finished, undated: counts as oldest
  m('m6', '2026-11-06T18:00:00Z', 2, 0, ['recC', 'recD']), // not the team's
  m('live', '2026-11-07T18:00:00Z', 2, 0),
];

const ids = (list: readonly { match: { id: string }; result: { result: string } }[]) =>
  list.map((e) => `${e.match.id}:${e.result.result}`).join(' ');

describe('selectTeamHistory (history: last results, max, reverse)', () => {
  it.each<[string, number, boolean, string]>([
    ['newest first by default (reverse)', 5, true, 'live:win m2:loss m3:loss m1:win m5:win'],
    ['max keeps the latest', 2, true, 'live:win m2:loss'],
    ['reverse off: the same latest results, oldest first', 2, false, 'm2:loss live:win'],
    ['max 0 lists nothing', 0, true, ''],
    ['max above the count lists all', 50, false, 'm5:win m1:win m3:loss m2:loss live:win'],
  ])('%s', (_label, max, reverse, expected) => {
    expect(ids(selectTeamHistory(matches, { teamId: 'recA', max, reverse }))).toBe(expected);
  });

  it('leaves out the live match', () => {
    expect(
      ids(selectTeamHistory(matches, { teamId: 'recA', max: 2, reverse: true, excludeId: 'live' })),
    ).toBe('m2:loss m3:loss');
  });

  it('a team with no finished match lists nothing', () => {
    expect(selectTeamHistory(matches, { teamId: 'recD', max: 5, reverse: true })).toEqual([
      expect.objectContaining({ match: expect.objectContaining({ id: 'm6' }) }),
    ]);
    expect(selectTeamHistory(matches, { teamId: 'recZ', max: 5, reverse: true })).toEqual([]);
  });
});
