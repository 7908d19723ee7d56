import { readMatchSlots } from './read-match-slots.js';
import { writeMatchTeams } from './write-match-teams.js';

describe('writeMatchTeams', () => {
  it.each([
    [['a', 'b'], false, { teams: ['a', 'b'], placeholder_right: false }],
    [['a', 'b'], true, { teams: ['a', 'b'], placeholder_right: true }],
    [['a', null], false, { teams: ['a'], placeholder_right: true }],
    [[null, 'b'], true, { teams: ['b'], placeholder_right: false }],
    [[null, null], true, { teams: [], placeholder_right: true }],
    [[null, null], null, { teams: [], placeholder_right: false }],
  ] as const)('%j (placeholder_right was %j) → %j', (slots, current, expected) => {
    expect(writeMatchTeams(slots, current)).toEqual(expected);
  });

  it.each([[['a', 'b']], [['a', null]], [[null, 'b']], [[null, null]]] as const)(
    'round-trips %j through readMatchSlots',
    (slots) => {
      expect(readMatchSlots(writeMatchTeams(slots, false))).toEqual(slots);
    },
  );
});
