import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { REPORT_STATES } from '../records/match.js';

/**
 * The answer of every score-report and reschedule action (RULES (a), (b)): the report it touched, the state it is
 * in now, whether apply ran (b.5), and the toast text ('Score report submitted', …) the page shows.
 */
export const ReportActionResultSchema = z.object({
  report: RecordIdSchema,
  match: RecordIdSchema,
  state: z.enum(REPORT_STATES),
  applied: z.boolean(),
  message: z.string(),
});
export type ReportActionResult = z.infer<typeof ReportActionResultSchema>;
