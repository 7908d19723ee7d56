import { z } from 'zod';
import { BoundedDateTimeSchema } from '../core/bounds.js';
import { RecordIdSchema } from '../core/ids.js';

/**
 * actions/submit-match-reschedule (RULES (a), b.3 row 1): a team proposes a new start. The service checks the
 * rest (future, a multiple of 300 s, differs from the current start, inside [earliest_start, latest_start]).
 */
export const SubmitMatchRescheduleBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  start: BoundedDateTimeSchema,
});
export type SubmitMatchRescheduleBody = z.infer<typeof SubmitMatchRescheduleBodySchema>;

/** The data of a reschedule request (the report's `data`): the proposed and the replaced start (ISO or null). */
export const RescheduleDataSchema = z.object({
  start: z.string(),
  previous_start: z.string().nullable(),
});
export type RescheduleData = z.infer<typeof RescheduleDataSchema>;

/** actions/approve-match-reschedule (RULES (a), b.3 rows 2 to 4). */
export const ApproveMatchRescheduleBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  action: z.enum(['approve', 'deny', 'withdraw']),
});
export type ApproveMatchRescheduleBody = z.infer<typeof ApproveMatchRescheduleBodySchema>;

/** actions/staff-approve-match-reschedule (RULES (a), b.3 rows 5 to 9). */
export const StaffApproveMatchRescheduleBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  action: z.enum(['pre-approve', 'approve', 'force-approve', 'deny', 'delete']),
});
export type StaffApproveMatchRescheduleBody = z.infer<typeof StaffApproveMatchRescheduleBodySchema>;

/**
 * actions/send-reschedule-message (broadcast §7, RULES (a)): a match editor announces the saved start in the
 * event's matchTimeChanges channel. newTime must equal the match's saved start.
 */
export const SendRescheduleMessageBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  newTime: BoundedDateTimeSchema,
});
export type SendRescheduleMessageBody = z.infer<typeof SendRescheduleMessageBodySchema>;
export const SendRescheduleMessageResultSchema = z.object({
  match: RecordIdSchema,
  /** 'Reschedule message sent to Discord'. */
  message: z.string(),
});
export type SendRescheduleMessageResult = z.infer<typeof SendRescheduleMessageResultSchema>;
