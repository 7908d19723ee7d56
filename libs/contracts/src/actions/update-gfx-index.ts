import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** The most GFX buttons and gfx/{index} positions (broadcast §5 "GFX count prompt accepts only 1 to 24"). */
export const MAX_GFX_INDEX = 24;

/**
 * actions/update-gfx-index (broadcast §7, RULES (a)): moves the GFX item `gfxID` of the broadcast to the 1-based
 * position `index` of its gfx list. `broadcast` (optional) picks the target broadcast.
 */
export const UpdateGfxIndexBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  gfxID: RecordIdSchema,
  index: z.number().int().min(1).max(MAX_GFX_INDEX),
});
export type UpdateGfxIndexBody = z.infer<typeof UpdateGfxIndexBodySchema>;
