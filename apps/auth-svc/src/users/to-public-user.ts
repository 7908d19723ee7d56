import type { ClientSummary, PublicUser } from '@castline/contracts';
import type { UserEntity } from './user.entity.js';
import { buildAvatarUrl } from './build-avatar-url.js';

/**
 * public-site §4/§6 the signed-in user: name, avatar URL, `airtableID` (the Player id), the ids of the user's
 * production clients in active-client order (RULES (0) "Client owner"), and the private website_settings.
 */
export function toPublicUser(
  user: Pick<UserEntity, 'id' | 'name' | 'discord_id' | 'avatar' | 'website_settings'>,
  clients: readonly Pick<ClientSummary, 'id'>[],
  cdnBase: string,
): PublicUser {
  return {
    name: user.name,
    avatar: buildAvatarUrl(cdnBase, user.discord_id, user.avatar),
    airtableID: user.id,
    clients: clients.map((c) => c.id),
    website_settings: [...user.website_settings],
  };
}
