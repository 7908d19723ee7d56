import type { Actor } from '@castline/contracts';
import type { UserEntity } from './user.entity.js';

/** RULES (0) "Actor": the Player a token resolves to, with their website_settings (only they and the server see them). */
export function toActor(user: Pick<UserEntity, 'id' | 'name' | 'website_settings'>): Actor {
  return {
    kind: 'player',
    player_id: user.id,
    name: user.name,
    website_settings: [...user.website_settings],
  };
}
