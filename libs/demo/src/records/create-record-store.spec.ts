import { RECORD_ID_PATTERN } from '@castline/contracts';
import { createRandom } from '../random/create-random.js';
import { createRecordStore } from './create-record-store.js';

describe('createRecordStore', () => {
  it('creates records with unique record ids in creation order', () => {
    const store = createRecordStore(createRandom(5));
    const team = store.create('team', { name: 'Crimson Foxes' });
    const player = store.create('player', { name: 'Nova' });
    expect(team.id).toMatch(RECORD_ID_PATTERN);
    expect(player.id).not.toBe(team.id);
    expect(store.all().map((r) => r.id)).toEqual([team.id, player.id]);
    expect(team.name).toBe('Crimson Foxes');
    expect(team.players).toEqual([]);
  });

  it('links both sides and refers one way', () => {
    const store = createRecordStore(createRandom(5));
    const team = store.create('team');
    const player = store.create('player');
    const hero = store.create('hero');
    store.link(team, 'players', player, 'member_of');
    store.refer(player, 'favourite_hero', hero);
    expect(team.players).toEqual([player.id]);
    expect(player.member_of).toEqual([team.id]);
    expect(player.favourite_hero).toEqual([hero.id]);
  });

  it('draws the same ids for the same seed', () => {
    const a = createRecordStore(createRandom(8));
    const b = createRecordStore(createRandom(8));
    expect([a.newId(), a.newId()]).toEqual([b.newId(), b.newId()]);
  });
});
