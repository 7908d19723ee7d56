import { describe, expect, it } from 'vitest';
import {
  getBreakStaff,
  groupStaffRoles,
  ONLY_LIVE_STAFF,
  ONLY_PRIMARY_STAFF,
  type StaffMatch,
} from './get-break-staff.js';

const a: StaffMatch = {
  id: 'a',
  show_on_overlays: true,
  casters: ['c1', 'c2'],
  player_relationships: ['r1'],
};
const b: StaffMatch = {
  id: 'b',
  show_on_overlays: false,
  casters: ['c2', 'c3'],
  player_relationships: ['r2'],
};
const live: StaffMatch = {
  id: 'l',
  show_on_overlays: false,
  casters: ['c9'],
  player_relationships: [],
};

describe('getBreakStaff', () => {
  it.each<[string, StaffMatch[], StaffMatch | null, string[], string[], string[]]>([
    ['every scheduled match, each person once', [a, b], live, [], ['c1', 'c2', 'c3'], ['r1', 'r2']],
    ['only the live match', [a, b], live, [ONLY_LIVE_STAFF], ['c9'], []],
    ['only live, no live match', [a, b], null, [ONLY_LIVE_STAFF], [], []],
    ['only primary matches', [a, b], live, [ONLY_PRIMARY_STAFF], ['c1', 'c2'], ['r1']],
    [
      'both: the live match only if primary',
      [a, b],
      live,
      [ONLY_LIVE_STAFF, ONLY_PRIMARY_STAFF],
      [],
      [],
    ],
    [
      'both, primary live match',
      [a, b],
      a,
      [ONLY_LIVE_STAFF, ONLY_PRIMARY_STAFF],
      ['c1', 'c2'],
      ['r1'],
    ],
    ['no schedule', [], live, [], [], []],
    ['missing lists', [{ id: 'x' }], null, [], [], []],
  ])('%s', (_name, schedule, liveMatch, settings, casters, relationships) => {
    expect(getBreakStaff(schedule, liveMatch, settings)).toEqual({
      casterIds: casters,
      relationshipIds: relationships,
    });
  });
});

describe('groupStaffRoles', () => {
  it.each([
    ['empty', [], []],
    [
      'grouped by role in first-seen order',
      [
        { role: 'Observer', name: 'Ana' },
        { role: 'Producer', name: 'Bo' },
        { role: 'Observer', name: 'Cy' },
        { role: 'Observer', name: 'Ana' },
      ],
      [
        { role: 'Observer', names: ['Ana', 'Cy'] },
        { role: 'Producer', names: ['Bo'] },
      ],
    ],
    [
      'no role: Crew; no name: dropped',
      [
        { role: null, name: 'Dee' },
        { role: 'Observer', name: '  ' },
      ],
      [{ role: 'Crew', names: ['Dee'] }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(groupStaffRoles(input)).toEqual(expected);
  });
});
