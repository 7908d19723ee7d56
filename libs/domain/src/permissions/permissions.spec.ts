import { hasMatchEditRights } from './has-match-edit-rights.js';
import { isMatchStaff } from './is-match-staff.js';
import { isEventEditor } from './is-event-editor.js';
import { isTeamMember } from './is-team-member.js';
import { hasBroadcastAccess } from './has-broadcast-access.js';
import { resolveTargetBroadcast } from './resolve-target-broadcast.js';
import type {
  PermissionMatch,
  PermissionRelationship,
  PermissionTeam,
} from './permission-types.js';

const team = (
  id: string,
  players: string[],
  extra: Partial<PermissionTeam> = {},
): PermissionTeam => ({
  id,
  players,
  captains: [],
  staff: [],
  owners: [],
  ...extra,
});
const match: PermissionMatch = {
  id: 'M',
  event: { id: 'E', staff: ['staffer', 'playingStaffer'] },
  teams: [team('T1', ['p1', 'playingStaffer']), team('T2', ['p2'], { owners: ['owner2'] })],
};
const rel = (
  player: string,
  permissions: string[],
  links: { matches?: string[]; events?: string[] },
): PermissionRelationship => ({
  player: [player],
  permissions,
  matches: links.matches ?? [],
  events: links.events ?? [],
});
const actor = (player_id: string, website_settings: string[] = []) => ({
  player_id,
  website_settings,
});

describe('hasMatchEditRights (RULES (0) ME)', () => {
  it.each([
    ['any-match setting', actor('x', ['Can edit any match']), [], true],
    ['event staff', actor('staffer'), [], true],
    [
      'Match Editor on the match',
      actor('x'),
      [rel('x', ['Match Editor'], { matches: ['M'] })],
      true,
    ],
    [
      'Match Editor on the event',
      actor('x'),
      [rel('x', ['Match Editor'], { events: ['E'] })],
      true,
    ],
    [
      'Match Editor on another match',
      actor('x'),
      [rel('x', ['Match Editor'], { matches: ['OTHER'] })],
      false,
    ],
    ['relationship without permission', actor('x'), [rel('x', [], { matches: ['M'] })], false],
    [
      "someone else's relationship",
      actor('x'),
      [rel('y', ['Match Editor'], { matches: ['M'] })],
      false,
    ],
    ['FBP alone', actor('x', ['Full broadcast permissions']), [], false],
    ['any-event setting alone', actor('x', ['Can edit any event']), [], false],
    ['team player', actor('p1'), [], false],
  ] as const)('%s → %s', (_name, a, rels, expected) => {
    expect(hasMatchEditRights(a, match, rels)).toBe(expected);
  });

  it('a match with no event allows only the any-match setting', () => {
    const noEvent = { ...match, event: null };
    expect(hasMatchEditRights(actor('staffer'), noEvent, [])).toBe(false);
    expect(
      hasMatchEditRights(actor('x'), noEvent, [rel('x', ['Match Editor'], { matches: ['M'] })]),
    ).toBe(false);
    expect(hasMatchEditRights(actor('x', ['Can edit any match']), noEvent, [])).toBe(true);
  });
});

describe('isMatchStaff (RULES (0) ST)', () => {
  it.each([
    ['any-match', actor('x', ['Can edit any match']), true],
    ['any-event', actor('x', ['Can edit any event']), true],
    ['event staff not on a team', actor('staffer'), true],
    ['event staff who plays in the match', actor('playingStaffer'), false],
    ['FBP alone', actor('x', ['Full broadcast permissions']), false],
    ['a player', actor('p2'), false],
  ] as const)('%s → %s', (_n, a, expected) => {
    expect(isMatchStaff(a, match)).toBe(expected);
  });
});

describe('isTeamMember / isEventEditor / broadcast access', () => {
  it('counts players, captains, staff and owners as members', () => {
    expect(isTeamMember('owner2', match.teams[1]!)).toBe(true);
    expect(isTeamMember('p1', match.teams[1]!)).toBe(false);
    expect(isTeamMember('c', team('T', [], { captains: ['c'] }))).toBe(true);
    expect(isTeamMember('s', team('T', [], { staff: ['s'] }))).toBe(true);
  });
  it('event editors are event staff or have the any-event setting', () => {
    expect(isEventEditor(actor('staffer'), match.event!)).toBe(true);
    expect(isEventEditor(actor('x', ['Can edit any event']), match.event!)).toBe(true);
    expect(isEventEditor(actor('x', ['Can edit any match']), match.event!)).toBe(false);
  });
  it('broadcast access needs a client of the actor that lists the broadcast', () => {
    const clients = [
      { id: 'C1', staff: ['prod'], broadcast: ['B1', 'B2'] },
      { id: 'C2', staff: ['other'], broadcast: ['B3'] },
    ];
    expect(hasBroadcastAccess('prod', 'B2', clients)).toBe(true);
    expect(hasBroadcastAccess('prod', 'B3', clients)).toBe(false);
    expect(resolveTargetBroadcast('prod', clients)).toBe('B1');
    expect(resolveTargetBroadcast('prod', clients, 'B2')).toBe('B2');
    expect(resolveTargetBroadcast('nobody', clients)).toBeNull();
  });
});
