import { BROADCAST_ENTITIES } from './entities.js';
import { InitialBroadcastSchema1795239886813 } from './migrations/1795239886813-initial-broadcast-schema.js';
import { AddSpineTables1795300000000 } from './migrations/1795300000000-add-spine-tables.js';
import { AddTrackGroups1795748854323 } from './migrations/1795748854323-add-track-groups.js';

export const BROADCAST_SCHEMA = 'broadcast';

/** Options for createDataSource / runService: entities and migrations of the broadcast schema. */
export const broadcastDatabase = {
  schema: BROADCAST_SCHEMA,
  entities: BROADCAST_ENTITIES,
  migrations: [
    InitialBroadcastSchema1795239886813,
    AddSpineTables1795300000000,
    AddTrackGroups1795748854323,
  ],
};
