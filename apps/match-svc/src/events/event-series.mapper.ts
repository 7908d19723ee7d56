import { EventSeriesRecordSchema, type EventSeriesRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { EventSeriesEntity } from './event-series.entity.js';

/** EventSeriesEntity → the spec's event series record shape (private columns never leave). */
export function mapEventSeries(entity: EventSeriesEntity): EventSeriesRecord {
  return toRecord(EventSeriesRecordSchema, 'event_series', entity);
}
