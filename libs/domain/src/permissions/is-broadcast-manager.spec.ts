import { isBroadcastManager } from './is-broadcast-manager.js';
import type { PermissionRelationship } from './permission-types.js';

const event = { id: 'E', staff: ['staffer'] };
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

describe('isBroadcastManager (RULES (0) broadcast manager of E)', () => {
  it.each([
    ['event staff (EE)', actor('staffer'), event, [], true],
    ["'Can edit any event' (EE)", actor('x', ['Can edit any event']), event, [], true],
    ['FBP', actor('x', ['Full broadcast permissions']), event, [], true],
    ['FBP on a match without event', actor('x', ['Full broadcast permissions']), null, [], true],
    [
      '"Broadcast Manager" linked to the event',
      actor('x'),
      event,
      [rel('x', ['Broadcast Manager'], { events: ['E'] })],
      true,
    ],
    [
      '"Broadcast Manager" linked to a match only',
      actor('x'),
      event,
      [rel('x', ['Broadcast Manager'], { matches: ['M'] })],
      false,
    ],
    [
      '"Broadcast Manager" on another event',
      actor('x'),
      event,
      [rel('x', ['Broadcast Manager'], { events: ['OTHER'] })],
      false,
    ],
    [
      "'Match Editor' on the event",
      actor('x'),
      event,
      [rel('x', ['Match Editor'], { events: ['E'] })],
      false,
    ],
    [
      "someone else's relationship",
      actor('x'),
      event,
      [rel('y', ['Broadcast Manager'], { events: ['E'] })],
      false,
    ],
    ["'Can edit any match' alone", actor('x', ['Can edit any match']), event, [], false],
    ['event staff, match without event', actor('staffer'), null, [], false],
  ] as const)('%s → %s', (_name, a, e, rels, expected) => {
    expect(isBroadcastManager(a, e, rels)).toBe(expected);
  });
});
