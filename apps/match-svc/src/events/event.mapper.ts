import { EventRecordSchema, type EventRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { EventEntity } from './event.entity.js';

/** EventEntity → the spec's event record shape (private columns never leave). */
export function mapEvent(entity: EventEntity): EventRecord {
  return toRecord(EventRecordSchema, 'event', entity);
}
