import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** actions/approve-score-report (RULES (a), b.2 rows 2, 4, 5): the teams' answers to the open score report. */
export const ApproveScoreReportBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  action: z.enum(['approve', 'counter-approve', 'counter-deny']),
});
export type ApproveScoreReportBody = z.infer<typeof ApproveScoreReportBodySchema>;

/** actions/staff-approve-score-report (RULES (a), b.2 rows 6 to 11): event staff on the open score report. */
export const StaffApproveScoreReportBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  action: z.enum([
    'pre-approve',
    'approve',
    'force-approve',
    'force-counter-approve',
    'deny',
    'delete',
  ]),
});
export type StaffApproveScoreReportBody = z.infer<typeof StaffApproveScoreReportBodySchema>;
