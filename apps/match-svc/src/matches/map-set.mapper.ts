import { MapSetRecordSchema, type MapSetRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { MapSetEntity } from './map-set.entity.js';

/** MapSetEntity → the spec's map set record shape (private columns never leave). */
export function mapMapSet(entity: MapSetEntity): MapSetRecord {
  return toRecord(MapSetRecordSchema, 'map_set', entity);
}
