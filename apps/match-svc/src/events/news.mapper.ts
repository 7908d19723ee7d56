import { NewsRecordSchema, type NewsRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { NewsEntity } from './news.entity.js';

/** NewsEntity → the spec's news record shape (private columns never leave). */
export function mapNews(entity: NewsEntity): NewsRecord {
  return toRecord(NewsRecordSchema, 'news', entity);
}
