import { AccoladeRecordSchema, type AccoladeRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { AccoladeEntity } from './accolade.entity.js';

/** AccoladeEntity → the spec's accolade record shape (private columns never leave). */
export function mapAccolade(entity: AccoladeEntity): AccoladeRecord {
  return toRecord(AccoladeRecordSchema, 'accolade', entity);
}
