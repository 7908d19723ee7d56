import { BroadcastEntity } from '../broadcasts/broadcast.entity.js';
import { GfxEntity } from '../broadcasts/gfx.entity.js';
import { TrackGroupEntity } from '../broadcasts/track-group.entity.js';
import { ClientEntity } from '../clients/client.entity.js';

/** Every entity of the broadcast schema, keyed by record kind (the stored ones). */
export const ENTITY_BY_KIND = {
  broadcast: BroadcastEntity,
  client: ClientEntity,
  gfx: GfxEntity,
  track_group: TrackGroupEntity,
} as const;
export type BroadcastKind = keyof typeof ENTITY_BY_KIND;
export const BROADCAST_KINDS = Object.keys(ENTITY_BY_KIND) as BroadcastKind[];

export const BROADCAST_ENTITIES = [...Object.values(ENTITY_BY_KIND)];
