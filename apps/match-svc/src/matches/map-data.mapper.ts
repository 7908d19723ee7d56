import { MapDataRecordSchema, type MapDataRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { MapDataEntity } from './map-data.entity.js';

/** MapDataEntity → the spec's map data record shape (private columns never leave). */
export function mapMapData(entity: MapDataEntity): MapDataRecord {
  return toRecord(MapDataRecordSchema, 'map_data', entity);
}
