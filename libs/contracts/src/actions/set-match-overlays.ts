import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** actions/set-match-overlays (broadcast §7, RULES (a)): show a match on the primary or secondary overlays. */
export const SetMatchOverlaysBodySchema = z.strictObject({
  match: RecordIdSchema,
  overlayType: z.enum(['primary', 'secondary']),
  state: z.boolean(),
});
export type SetMatchOverlaysBody = z.infer<typeof SetMatchOverlaysBodySchema>;
export const SetMatchOverlaysResultSchema = z.object({
  match: RecordIdSchema,
  changed: z.array(z.enum(['show_on_overlays', 'show_on_secondary_overlays'])),
});
export type SetMatchOverlaysResult = z.infer<typeof SetMatchOverlaysResultSchema>;
