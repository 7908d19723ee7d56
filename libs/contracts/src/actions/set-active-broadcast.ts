import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** The `client` value naming the actor's active client (RULES (0) "Client owner": the first owned client). */
export const ACTIVE_CLIENT = 'self';

/**
 * actions/set-active-broadcast (broadcast §7, RULES (a)): `client` is 'self' (the actor's active client) or the id
 * of a client the actor owns; `broadcast` is the broadcast of that client to make active (moved first).
 */
export const SetActiveBroadcastBodySchema = z.strictObject({
  client: z.union([z.literal(ACTIVE_CLIENT), RecordIdSchema], {
    message: `Must be '${ACTIVE_CLIENT}' or a client id`,
  }),
  broadcast: RecordIdSchema,
});
export type SetActiveBroadcastBody = z.infer<typeof SetActiveBroadcastBodySchema>;
