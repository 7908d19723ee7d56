import { planRelationshipLinks, type RelationshipLink } from './plan-relationship-links.js';

const rel = (id: string, player: string, role: string): RelationshipLink => ({
  id,
  player: [player],
  singular_name: role,
});
const casterA = rel('rCastA', 'A', 'Caster');
const casterB = rel('rCastB', 'B', 'Caster');
const producerP = rel('rProdP', 'P', 'Producer');
const observerO = rel('rObsO', 'O', 'Observer');
/** A's Caster relationship on another match, not linked to this one. */
const elsewhereC = rel('rCastC', 'C', 'Caster');

const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};

describe('planRelationshipLinks (RULES (a) set-player-relationships)', () => {
  it.each([
    {
      name: 'a new caster with an existing relationship elsewhere is linked, not created',
      submitted: { Caster: ['A', 'C'] },
      current: ['rCastA', 'rProdP'],
      known: [casterA, producerP, elsewhereC],
      expected: {
        playerRelationships: ['rCastA', 'rProdP', 'rCastC'],
        added: ['rCastC'],
        removed: [],
        created: [],
        casters: ['A', 'C'],
      },
    },
    {
      name: 'a player without a relationship of that role gets a new one',
      submitted: { 'Lobby Admin': ['A'] },
      current: ['rCastA'],
      known: [casterA],
      expected: {
        playerRelationships: ['rCastA', 'new1'],
        added: ['new1'],
        removed: [],
        created: [{ id: 'new1', player: 'A', role: 'Lobby Admin' }],
        casters: null,
      },
    },
    {
      name: 'a submitted role keeps exactly the submitted players',
      submitted: { Caster: ['B'] },
      current: ['rCastA', 'rCastB', 'rObsO'],
      known: [casterA, casterB, observerO],
      expected: {
        playerRelationships: ['rCastB', 'rObsO'],
        added: [],
        removed: ['rCastA'],
        created: [],
        casters: ['B'],
      },
    },
    {
      name: 'an empty list unlinks every relationship of that role; other roles stay',
      submitted: { Caster: [] },
      current: ['rCastA', 'rProdP', 'rCastB'],
      known: [casterA, casterB, producerP],
      expected: {
        playerRelationships: ['rProdP'],
        added: [],
        removed: ['rCastA', 'rCastB'],
        created: [],
        casters: [],
      },
    },
    {
      name: 'submitting the same assignment again adds nothing',
      submitted: { Caster: ['A', 'B'], Producer: ['P'] },
      current: ['rCastA', 'rCastB', 'rProdP'],
      known: [casterA, casterB, producerP],
      expected: {
        playerRelationships: ['rCastA', 'rCastB', 'rProdP'],
        added: [],
        removed: [],
        created: [],
        casters: ['A', 'B'],
      },
    },
    {
      name: 'one player in two roles gets one relationship per role',
      submitted: { Producer: ['O'], Observer: ['O'] },
      current: ['rObsO'],
      known: [observerO],
      expected: {
        playerRelationships: ['rObsO', 'new1'],
        added: ['new1'],
        removed: [],
        created: [{ id: 'new1', player: 'O', role: 'Producer' }],
        casters: null,
      },
    },
    {
      name: 'a player listed twice in one role counts once',
      submitted: { Observer: ['O', 'O'] },
      current: [],
      known: [observerO],
      expected: {
        playerRelationships: ['rObsO'],
        added: ['rObsO'],
        removed: [],
        created: [],
        casters: null,
      },
    },
    {
      name: 'nothing submitted changes nothing',
      submitted: {},
      current: ['rCastA'],
      known: [casterA],
      expected: {
        playerRelationships: ['rCastA'],
        added: [],
        removed: [],
        created: [],
        casters: null,
      },
    },
  ])('$name', ({ submitted, current, known, expected }) => {
    const plan = planRelationshipLinks({ submitted, current, known, createId: ids() });
    expect({
      playerRelationships: plan.playerRelationships,
      added: plan.added,
      removed: plan.removed,
      created: plan.created,
      casters: plan.casters,
    }).toEqual(expected);
  });

  it('lists every relationship of a submitted role as assigned, with its player and role', () => {
    const plan = planRelationshipLinks({
      submitted: { Caster: ['A', 'C'], Observer: ['O'] },
      current: ['rCastA', 'rCastB'],
      known: [casterA, casterB, elsewhereC, observerO],
      createId: ids(),
    });
    expect(plan.assigned).toEqual([
      { id: 'rCastA', player: 'A', role: 'Caster' },
      { id: 'rCastC', player: 'C', role: 'Caster' },
      { id: 'rObsO', player: 'O', role: 'Observer' },
    ]);
  });

  it('never mutates its input', () => {
    const input = Object.freeze({
      submitted: Object.freeze({ Caster: Object.freeze(['B']) }),
      current: Object.freeze(['rCastA']),
      known: Object.freeze([Object.freeze(casterA), Object.freeze(casterB)]),
      createId: ids(),
    });
    expect(() => planRelationshipLinks(input)).not.toThrow();
    expect(input.current).toEqual(['rCastA']);
  });
});
