import { canResolveBracket, type PermissionBracket } from './can-resolve-bracket.js';
import type { PermissionRelationship } from './permission-types.js';

const linked: PermissionBracket = {
  events: [{ id: 'E', staff: ['staffer'] }],
  ordered_matches: ['M1', 'M2'],
};
const unlinked: PermissionBracket = { events: [], ordered_matches: ['M1', 'M2'] };
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

describe('canResolveBracket (RULES (a) resolve-entire-bracket)', () => {
  it.each([
    ["'Can edit any match'", actor('x', ['Can edit any match']), linked, [], true],
    ['staff of a linked event', actor('staffer'), linked, [], true],
    [
      "'Match Editor' on a linked event",
      actor('x'),
      linked,
      [rel('x', ['Match Editor'], { events: ['E'] })],
      true,
    ],
    [
      "'Match Editor' on one of its matches",
      actor('x'),
      linked,
      [rel('x', ['Match Editor'], { matches: ['M2'] })],
      true,
    ],
    [
      "'Match Editor' on another match",
      actor('x'),
      linked,
      [rel('x', ['Match Editor'], { matches: ['OTHER'] })],
      false,
    ],
    [
      'a relationship on its match without the permission',
      actor('x'),
      linked,
      [rel('x', ['Broadcast Manager'], { matches: ['M1'] })],
      false,
    ],
    [
      "someone else's relationship",
      actor('x'),
      linked,
      [rel('y', ['Match Editor'], { matches: ['M1'] })],
      false,
    ],
    ["'Can edit any event' alone", actor('x', ['Can edit any event']), linked, [], false],
    ['FBP alone', actor('x', ['Full broadcast permissions']), linked, [], false],
    [
      "an unlinked bracket with 'Can edit any match'",
      actor('x', ['Can edit any match']),
      unlinked,
      [],
      true,
    ],
    [
      "an unlinked bracket with 'Match Editor' on its match",
      actor('x'),
      unlinked,
      [rel('x', ['Match Editor'], { matches: ['M1'] })],
      false,
    ],
  ] as const)('%s → %s', (_name, a, bracket, rels, expected) => {
    expect(canResolveBracket(a, bracket, rels)).toBe(expected);
  });
});
