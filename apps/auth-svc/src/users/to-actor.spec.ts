import { ActorSchema } from '@castline/contracts';
import { toActor } from './to-actor.js';

describe('toActor', () => {
  it.each([
    [
      {
        id: 'recAAAAAAAAAAAAAA',
        name: 'Ada',
        website_settings: ['Can edit any match', 'Full broadcast permissions'],
      },
    ],
    [{ id: 'recBBBBBBBBBBBBBB', name: null, website_settings: [] }],
  ])('maps %j to a player actor that matches the contract', (user) => {
    const actor = toActor(user);
    expect(actor).toEqual({
      kind: 'player',
      player_id: user.id,
      name: user.name,
      website_settings: user.website_settings,
    });
    expect(ActorSchema.parse(actor)).toEqual(actor);
  });

  it('copies website_settings instead of sharing the entity array', () => {
    const user = { id: 'recAAAAAAAAAAAAAA', name: 'Ada', website_settings: ['Can edit any event'] };
    const actor = toActor(user);
    actor.website_settings.push('No profile editing');
    expect(user.website_settings).toEqual(['Can edit any event']);
  });
});
