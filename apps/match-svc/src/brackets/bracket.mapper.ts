import { BracketRecordSchema, type BracketRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { BracketEntity } from './bracket.entity.js';

/** BracketEntity → the spec's bracket record shape (private columns never leave). */
export function mapBracket(entity: BracketEntity): BracketRecord {
  return toRecord(BracketRecordSchema, 'bracket', entity);
}
