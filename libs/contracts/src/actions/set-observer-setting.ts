import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { OBSERVER_SETTINGS } from '../records/broadcast.js';

/**
 * actions/set-observer-setting (broadcast §7, RULES (a)): turns one observer setting on (value true) or off.
 * `broadcast` (optional) picks the target broadcast.
 */
export const SetObserverSettingBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  setting: z.enum(OBSERVER_SETTINGS),
  value: z.boolean(),
});
export type SetObserverSettingBody = z.infer<typeof SetObserverSettingBodySchema>;
