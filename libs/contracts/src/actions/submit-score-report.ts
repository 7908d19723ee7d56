import { z } from 'zod';
import { BoundedDateTimeSchema, ScoreSchema } from '../core/bounds.js';
import { RecordIdSchema } from '../core/ids.js';
import { MAX_MAP_ENTRIES, MapDataEntrySchema } from './update-map-data.js';

/** The match fields a score report may carry (RULES (a) submit-score-report): any other key is rejected by name. */
export const ReportMatchDataSchema = z.strictObject({
  start: BoundedDateTimeSchema.nullable().optional(),
  score_1: ScoreSchema,
  score_2: ScoreSchema,
  forfeit: z.boolean().optional(),
  forfeit_reason: z.string().max(500).nullable().optional(),
});
export type ReportMatchData = z.infer<typeof ReportMatchDataSchema>;

/**
 * A report's data (stored as the report's `data` / `countered_data`): the maps as the match editor holds them
 * (entries with an id are the match's existing map records, entries without one are created on apply) and the
 * match fields.
 */
export const ScoreReportDataSchema = z.strictObject({
  mapData: z.array(MapDataEntrySchema).max(MAX_MAP_ENTRIES),
  matchData: ReportMatchDataSchema,
});
export type ScoreReportData = z.infer<typeof ScoreReportDataSchema>;

/** actions/submit-score-report (public-site §6, RULES (a), b.2 rows 1 and 3): submit, or counter the open report. */
export const SubmitScoreReportBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  action: z.enum(['submit', 'counter']),
  reportData: ScoreReportDataSchema,
});
export type SubmitScoreReportBody = z.infer<typeof SubmitScoreReportBodySchema>;
