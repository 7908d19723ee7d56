import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/**
 * actions/multi-map-win (broadcast §7, RULES (a)): BA + ME on the live match of the target broadcast (`broadcast`,
 * optional). teamNum is in stored team order (the dashboard swaps it when the teams are flipped); unsetMapAttack
 * clears the broadcast's map_attack.
 */
export const MultiMapWinBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  teamNum: z.union([z.literal(1), z.literal(2)], { message: 'teamNum must be 1 or 2' }),
  unsetMapAttack: z.boolean().optional(),
});
export type MultiMapWinBody = z.infer<typeof MultiMapWinBodySchema>;
export const MultiMapWinResultSchema = z.object({
  match: RecordIdSchema,
  /** The map that got the winner (appended when no map was open). */
  map: RecordIdSchema,
  created: z.boolean(),
  score_1: z.number().int(),
  score_2: z.number().int(),
  mapAttackUnset: z.boolean(),
  /** The dashboard's toast (broadcast §8): 'Score set to {a}-{b}'. */
  message: z.string(),
});
export type MultiMapWinResult = z.infer<typeof MultiMapWinResultSchema>;
