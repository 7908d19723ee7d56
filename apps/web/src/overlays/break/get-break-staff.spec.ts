import { describe, expect, it } from 'vitest';
import {
  getBreakStaff,
  buildStaffRows,
  ONLY_LIVE_STAFF,
  ONLY_PRIMARY_STAFF,
  type StaffMatch,
  type StaffRelationship,
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

describe('buildStaffRows', () => {
  it.each<[string, string[], StaffRelationship[], { role: string; names: string[] }[]]>([
    ['nobody', [], [], []],
    [
      'casters first, then crew by role in first-seen order',
      ['Casey', 'Cam'],
      [
        { role: 'Observer', name: 'Ana' },
        { role: 'Producer', name: 'Bo' },
        { role: 'Observer', name: 'Cy' },
        { role: 'Observer', name: 'Ana' },
      ],
      [
        { role: 'Casters', names: ['Casey', 'Cam'] },
        { role: 'Observer', names: ['Ana', 'Cy'] },
        { role: 'Producer', names: ['Bo'] },
      ],
    ],
    [
      'crew with the Caster role join the casters, once each',
      ['Casey'],
      [
        { role: 'Caster', name: 'Casey' },
        { role: 'caster', name: 'Cam' },
      ],
      [{ role: 'Casters', names: ['Casey', 'Cam'] }],
    ],
    [
      'no role: Crew; no name: dropped',
      [],
      [
        { role: null, name: 'Dee' },
        { role: 'Observer', name: '  ' },
      ],
      [{ role: 'Crew', names: ['Dee'] }],
    ],
  ])('%s', (_name, casters, crew, expected) => {
    expect(buildStaffRows(casters, crew, 'Casters')).toEqual(expected);
  });
});
