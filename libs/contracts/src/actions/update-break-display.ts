import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { BREAK_DISPLAY_VALUES } from '../records/broadcast.js';

/**
 * actions/update-break-display (broadcast §7, RULES (a), (f)): one Break display value, or null (automation runs,
 * as with 'Automated'). `broadcast` (optional) picks the target broadcast.
 */
export const UpdateBreakDisplayBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  option: z.enum(BREAK_DISPLAY_VALUES).nullable(),
});
export type UpdateBreakDisplayBody = z.infer<typeof UpdateBreakDisplayBodySchema>;
