import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** actions/resolve-entire-bracket (broadcast §7, RULES (a), c.8): runs the bracket resolver on demand. */
export const ResolveEntireBracketBodySchema = z.strictObject({
  bracketID: RecordIdSchema,
});
export type ResolveEntireBracketBody = z.infer<typeof ResolveEntireBracketBodySchema>;
/** The resolver's answer (c.8 step 6); the dashboard reads hasError and message. */
export const ResolveEntireBracketResultSchema = z.object({
  hasError: z.boolean(),
  message: z.string(),
});
export type ResolveEntireBracketResult = z.infer<typeof ResolveEntireBracketResultSchema>;
