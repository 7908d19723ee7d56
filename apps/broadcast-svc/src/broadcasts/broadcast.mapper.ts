import { BroadcastRecordSchema, type BroadcastRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { BroadcastEntity } from './broadcast.entity.js';

/** BroadcastEntity → the spec's broadcast record shape (private columns never leave). */
export function mapBroadcast(entity: BroadcastEntity): BroadcastRecord {
  return toRecord(BroadcastRecordSchema, 'broadcast', entity);
}
