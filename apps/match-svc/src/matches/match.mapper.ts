import { MatchRecordSchema, type MatchRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { MatchEntity } from './match.entity.js';

/** MatchEntity → the spec's match record shape (private columns never leave). */
export function mapMatch(entity: MatchEntity): MatchRecord {
  return toRecord(MatchRecordSchema, 'match', entity);
}
