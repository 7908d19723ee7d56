import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { BREAK_AUTOMATION_OPTIONS } from '../records/broadcast.js';

/**
 * actions/update-break-automation (broadcast §7, RULES (a), (f)): the stored break automation options, in rotation
 * order. broadcast-svc also refuses duplicates and both 30 s ending settings together. `broadcast` (optional)
 * picks the target broadcast.
 */
export const UpdateBreakAutomationBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  options: z.array(z.enum(BREAK_AUTOMATION_OPTIONS)).max(BREAK_AUTOMATION_OPTIONS.length),
});
export type UpdateBreakAutomationBody = z.infer<typeof UpdateBreakAutomationBodySchema>;
