import { getMatchName } from './get-match-name.js';
import type { MatchNameInput } from './match-name-input.js';

const a = { id: 'a', name: 'Alpha' };
const b = { id: 'b', name: 'Bravo' };
const event = { name: 'Summer Cup', short: 'SC' };

describe('getMatchName', () => {
  it.each<[string, MatchNameInput, string]>([
    ['two teams', { teams: [a, b] }, 'Alpha vs Bravo'],
    ['no teams', { teams: [] }, 'TBD vs TBD'],
    ['teams missing', {}, 'TBD vs TBD'],
    ['a null team', { teams: [a, null] }, 'Alpha vs TBD'],
    ['an unnamed team', { teams: [{ id: 'x', name: ' ' }, b] }, 'TBD vs Bravo'],
    ['one team with an event short', { teams: [a], event }, 'Alpha vs SC'],
    [
      'one team with an event name only',
      { teams: [a], event: { name: 'Summer Cup' } },
      'Alpha vs Summer Cup',
    ],
    ['one team without an event', { teams: [a] }, 'Alpha vs TBD'],
    [
      'a special event',
      { teams: [a, b], special_event: true, custom_name: 'Grand Opening' },
      'Grand Opening',
    ],
    [
      'a special event without custom_name',
      { teams: [a, b], special_event: true },
      'Alpha vs Bravo',
    ],
    [
      'a custom_name without special_event',
      { teams: [a, b], custom_name: 'Grand Opening' },
      'Alpha vs Bravo',
    ],
  ])('%s → %s', (_case, match, name) => {
    expect(getMatchName(match)).toBe(name);
  });
});
