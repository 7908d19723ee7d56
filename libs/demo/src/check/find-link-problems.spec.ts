import { f, RECORD_KINDS, RECORD_SCHEMAS } from '@castline/contracts';
import { createRandom } from '../random/create-random.js';
import { createRecordStore } from '../records/create-record-store.js';
import { findLinkProblems } from './find-link-problems.js';
import { INVERSE_LINKS, LINK_TARGETS } from './link-rules.js';

describe('findLinkProblems', () => {
  it('accepts links kept on both sides', () => {
    const store = createRecordStore(createRandom(1));
    const team = store.create('team');
    const player = store.create('player');
    store.link(team, 'players', player, 'member_of');
    expect(findLinkProblems(store.all())).toEqual([]);
  });

  it.each([
    ['a missing back-link', 'does not list it back'],
    ['a missing record', 'points at missing'],
    ['a wrong kind', 'points at a hero'],
    ['a repeated id', 'repeats an id'],
  ])('reports %s', (_case, text) => {
    const store = createRecordStore(createRandom(1));
    const team = store.create('team');
    const player = store.create('player');
    const hero = store.create('hero');
    if (_case === 'a missing back-link') team.players.push(player.id);
    if (_case === 'a missing record') team.players.push('recMISSINGMISSING');
    if (_case === 'a wrong kind') team.players.push(hero.id);
    if (_case === 'a repeated id') {
      store.refer(player, 'favourite_hero', hero);
      store.refer(player, 'favourite_hero', hero);
    }
    expect(findLinkProblems(store.all()).join('\n')).toContain(text);
  });

  it.each(RECORD_KINDS.map((kind) => [kind]))('names only real link fields of %s', (kind) => {
    const shape = RECORD_SCHEMAS[kind].shape as Record<string, unknown>;
    for (const field of Object.keys(LINK_TARGETS[kind])) expect(shape[field]).toBe(f.links);
  });

  it('has a rule for every link field except the one whose kind does not exist yet', () => {
    const missing = RECORD_KINDS.flatMap((kind) =>
      Object.entries(RECORD_SCHEMAS[kind].shape as Record<string, unknown>)
        .filter(([field, schema]) => schema === f.links && !(field in LINK_TARGETS[kind]))
        .map(([field]) => `${kind}.${field}`),
    );
    expect(missing).toEqual(['broadcast.ad_read_groups']);
  });

  it('pairs only real link fields', () => {
    for (const pair of INVERSE_LINKS) {
      for (const [kind, field] of pair) {
        expect((RECORD_SCHEMAS[kind].shape as Record<string, unknown>)[field]).toBe(f.links);
      }
    }
  });
});
