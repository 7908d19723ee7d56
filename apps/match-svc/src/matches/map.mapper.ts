import { MapRecordSchema, type MapRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { MapEntity } from './map.entity.js';

/** MapEntity → the spec's map record shape (private columns never leave). */
export function mapMap(entity: MapEntity): MapRecord {
  return toRecord(MapRecordSchema, 'map', entity);
}
