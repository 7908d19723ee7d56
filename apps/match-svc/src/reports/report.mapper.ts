import { ReportRecordSchema, type ReportRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { ReportEntity } from './report.entity.js';

/** ReportEntity → the spec's report record shape (private columns never leave). */
export function mapReport(entity: ReportEntity): ReportRecord {
  return toRecord(ReportRecordSchema, 'report', entity);
}
