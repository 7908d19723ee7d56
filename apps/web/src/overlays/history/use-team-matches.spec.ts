import { describe, expect, it } from 'vitest';
import type { ThingRecord } from '../../lib/things/thing-types.js';
import { toHistoryMatch } from './use-team-matches.js';

const rec = (fields: Record<string, unknown>): ThingRecord =>
  ({ __id: String(fields['id']), ...fields }) as ThingRecord;

describe('toHistoryMatch', () => {
  it('reads a hydrated match: team ids in order, team records by id, fields', () => {
    const a = rec({ id: 'recA', name: 'Alpha' });
    const match = toHistoryMatch(
      rec({
        id: 'recM',
        teams: [a, { __id: 'recB', __missing: true }],
        start: '2026-11-01T18:00:00.000Z',
        score_1: 3,
        score_2: 1,
        first_to: 3,
        forfeit: false,
        event: ['recE'],
        match_group: 'Group A',
        sub_event: ' Group Stage ',
        match_number: 4,
      }),
    );
    expect(match).toMatchObject({
      id: 'recM',
      teams: ['recA', 'recB'],
      start: '2026-11-01T18:00:00.000Z',
      score_1: 3,
      score_2: 1,
      first_to: 3,
      forfeit: false,
      event: 'recE',
      match_group: 'Group A',
      sub_event: 'Group Stage',
      match_number: 4,
    });
    expect(match.teamRecords.get('recA')).toBe(a);
    expect(match.teamRecords.has('recB')).toBe(false);
  });

  it('reads blanks as null', () => {
    expect(toHistoryMatch(rec({ id: 'recM', start: '', teams: 'x' }))).toMatchObject({
      teams: [],
      start: null,
      score_1: null,
      first_to: null,
      event: null,
      match_group: null,
    });
  });
});
