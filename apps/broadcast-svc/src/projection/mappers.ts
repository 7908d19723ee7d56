import type {
  BroadcastRecord,
  ClientRecord,
  GfxRecord,
  TrackGroupRecord,
} from '@castline/contracts';
import type { BroadcastKind, ENTITY_BY_KIND } from '../database/entities.js';
import { mapBroadcast } from '../broadcasts/broadcast.mapper.js';
import { mapGfx } from '../broadcasts/gfx.mapper.js';
import { mapTrackGroup } from '../broadcasts/track-group.mapper.js';
import { mapClient } from '../clients/client.mapper.js';

/** The mapper of each stored kind (entity → record shape). */
export const MAPPER_BY_KIND: {
  [K in BroadcastKind]: (
    entity: InstanceType<(typeof ENTITY_BY_KIND)[K]>,
  ) => BroadcastRecord | ClientRecord | GfxRecord | TrackGroupRecord;
} = {
  broadcast: mapBroadcast,
  client: mapClient,
  gfx: mapGfx,
  track_group: mapTrackGroup,
};
