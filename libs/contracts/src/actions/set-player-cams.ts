import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/**
 * The most cam slots any game profile has (RULES (e) "Player count = cam slots": 5, or 6 for Marvel Rivals and
 * Deadlock). The body's bound; broadcast-svc then checks each list against the slots of the broadcast's game.
 */
export const MAX_CAM_SLOTS = 6;

/**
 * actions/set-player-cams (broadcast §7, RULES (a)): `cams` = the ordered Player ids of team 1's and team 2's cam
 * slots. `broadcast` (optional) picks the target broadcast.
 */
export const SetPlayerCamsBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  cams: z
    .array(z.array(RecordIdSchema).max(MAX_CAM_SLOTS, { message: 'Too many cams for one team' }))
    .length(2, { message: 'Expected two lists of player ids (team 1 and team 2)' }),
});
export type SetPlayerCamsBody = z.infer<typeof SetPlayerCamsBodySchema>;
