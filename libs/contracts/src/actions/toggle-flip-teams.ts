import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/**
 * actions/toggle-flip-teams (broadcast §7 "none", RULES (a)): BA + ME on the live match of the target broadcast.
 * The only key is the optional `broadcast` (our addition, RULES (0) "BA").
 */
export const ToggleFlipTeamsBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
});
export type ToggleFlipTeamsBody = z.infer<typeof ToggleFlipTeamsBodySchema>;
export const ToggleFlipTeamsResultSchema = z.object({
  match: RecordIdSchema,
  flip_teams: z.boolean(),
});
export type ToggleFlipTeamsResult = z.infer<typeof ToggleFlipTeamsResultSchema>;
