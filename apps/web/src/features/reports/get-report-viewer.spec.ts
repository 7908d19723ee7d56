import { describe, expect, it } from 'vitest';
import { getReportViewer } from './get-report-viewer.js';

const team = (id: string, players: string[]) => ({
  id,
  players,
  captains: [],
  staff: [],
  owners: [],
});
const match = {
  id: 'recMATCHAAAAAAAAA',
  event: { id: 'recEVENTAAAAAAAAA', staff: ['staffer', 'playing-staffer'] },
  teams: [team('A', ['a1', 'playing-staffer']), team('B', ['b1'])],
};
const actor = (id: string, website_settings: string[] = []) => ({
  player_id: id,
  website_settings,
});

describe('getReportViewer (RULES (0), b.8: whose side a viewer is on)', () => {
  it.each([
    ['signed out', null, 'A', null],
    [
      'a member of the submitting team',
      actor('a1'),
      'A',
      { viewer: 'submitting-team', teamId: 'A' },
    ],
    ['a member of the other team', actor('b1'), 'A', { viewer: 'opponent-team', teamId: 'B' }],
    [
      'a team member with no report yet',
      actor('b1'),
      null,
      { viewer: 'submitting-team', teamId: 'B' },
    ],
    ['event staff', actor('staffer'), 'A', { viewer: 'staff', teamId: null }],
    [
      'event staff playing in the match (a team member)',
      actor('playing-staffer'),
      'B',
      {
        viewer: 'opponent-team',
        teamId: 'A',
      },
    ],
    [
      "'Can edit any match'",
      actor('x', ['Can edit any match']),
      'A',
      { viewer: 'staff', teamId: null },
    ],
    ['anyone else', actor('x', ['Full broadcast permissions']), 'A', null],
  ] as const)('%s', (_, who, reportTeam, expected) => {
    expect(getReportViewer(who, match, reportTeam)).toEqual(expected);
  });
});
