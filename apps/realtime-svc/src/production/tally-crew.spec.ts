import { playerOfPerson, tallyRoleOf, toTallyWire, type CrewRelationship } from './tally-crew.js';

const P = 'recProducer00000a';
const D = 'recDirector00000a';
const O1 = 'recObserver00001a';
const O2 = 'recObserver00002a';
const R = 'recReplay0000000a';
const C = 'recCaster0000000a';
const crew: CrewRelationship[] = [
  { role: 'Caster', player: C },
  { role: 'Observer', player: O1 },
  { role: 'Producer', player: P },
  { role: 'Observer Director', player: D },
  { role: 'Observer', player: O2 },
  { role: 'Replay Producer', player: R },
];

describe('tallyRoleOf (RULES (j) tally producers)', () => {
  it.each([
    [P, 'producer'],
    [D, 'director'],
    [O1, null],
    [C, null],
    [R, null],
    ['recSomeoneElse000', null],
  ])('%s → %s', (player, role) => {
    expect(tallyRoleOf(crew, player)).toBe(role);
  });
  it('prefers Producer when a player holds both', () => {
    expect(tallyRoleOf([...crew, { role: 'Producer', player: D }], D)).toBe('producer');
  });
});

describe('playerOfPerson', () => {
  it.each([
    ['replay_producer', R],
    ['observer_director', D],
    ['observer-1', O1],
    ['observer-2', O2],
    ['observer-3', null],
  ] as const)('%s → %s', (person, player) => {
    expect(playerOfPerson(crew, person)).toBe(player);
  });
  it('answers null without the relationship', () => {
    expect(playerOfPerson([], 'observer_director')).toBeNull();
  });
});

describe('toTallyWire', () => {
  it('puts the player beside each person', () => {
    expect(
      toTallyWire(crew, [
        { person: 'observer-2', state: 'live' },
        { person: 'observer-9', state: 'preview' },
      ]),
    ).toEqual([
      { person: 'observer-2', player: O2, state: 'live' },
      { person: 'observer-9', player: null, state: 'preview' },
    ]);
  });
});
