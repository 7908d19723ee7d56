import { describe, expect, it } from 'vitest';
import {
  getVisibleModules,
  TEAM_COMMS_SETTING,
  type DashboardModuleId,
  type ModuleConditionInput,
} from './get-visible-modules.js';

const BARE: ModuleConditionInput = {
  hasLiveMatch: false,
  liveMatchTeamCount: 0,
  brackets: [],
  bracketLinkCount: 0,
  gfxCount: 0,
  broadcastSettings: [],
  hasEvent: false,
};
const ALWAYS: DashboardModuleId[] = ['deskGuests', 'deskDisplay', 'schedule'];
const LIVE: ModuleConditionInput = { ...BARE, hasLiveMatch: true };

describe('getVisibleModules (OVERLAYS §4 conditions)', () => {
  it.each<[string, ModuleConditionInput, DashboardModuleId[]]>([
    ['a bare broadcast: the always-on modules', BARE, ALWAYS],
    [
      'a live match: Match Editor and Broadcast Roles',
      LIVE,
      ['matchEditor', ...ALWAYS, 'broadcastRoles'],
    ],
    [
      'a live match with teams: Player Cams',
      { ...LIVE, liveMatchTeamCount: 2 },
      ['matchEditor', ...ALWAYS, 'broadcastRoles', 'playerCams'],
    ],
    ['teams without a live match: no Player Cams', { ...BARE, liveMatchTeamCount: 2 }, ALWAYS],
    ['GFX items', { ...BARE, gfxCount: 3 }, ['deskGuests', 'deskDisplay', 'gfx', 'schedule']],
    [
      'a bracket with implications',
      { ...LIVE, brackets: [{ hide_implications: false }], bracketLinkCount: 1 },
      [
        'matchEditor',
        'deskGuests',
        'deskDisplay',
        'bracketImplications',
        'bracket',
        'schedule',
        'broadcastRoles',
      ],
    ],
    [
      'every bracket hides implications: the bracket only',
      { ...LIVE, brackets: [{ hide_implications: true }], bracketLinkCount: 1 },
      ['matchEditor', 'deskGuests', 'deskDisplay', 'bracket', 'schedule', 'broadcastRoles'],
    ],
    [
      'brackets still loading: both (implications gone if every bracket hides them)',
      { ...LIVE, bracketLinkCount: 2 },
      [
        'matchEditor',
        'deskGuests',
        'deskDisplay',
        'bracketImplications',
        'bracket',
        'schedule',
        'broadcastRoles',
      ],
    ],
    [
      "'Connect for team comms': Team Comms",
      { ...BARE, broadcastSettings: ['Other', TEAM_COMMS_SETTING] },
      [...ALWAYS, 'teamComms'],
    ],
    ['an event: Customisation', { ...BARE, hasEvent: true }, [...ALWAYS, 'customisation']],
  ])('%s', (_, input, expected) => {
    expect(getVisibleModules(input)).toEqual(expected);
  });
});
