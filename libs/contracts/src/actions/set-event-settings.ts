import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { EventBlocksSchema, MAX_EVENT_BLOCKS_LENGTH } from '../records/event-blocks.js';

/**
 * actions/set-event-settings (RULES (a)): an event editor replaces the event's blocks. blocks is the JSON text (as the
 * record holds it; parsed and checked by the service, parseEventBlocks) or the object itself; either way it must match
 * EventBlocksSchema, and it is stored normalised.
 */
export const SetEventSettingsBodySchema = z.strictObject({
  eventID: RecordIdSchema,
  blocks: z.union([z.string().max(MAX_EVENT_BLOCKS_LENGTH), EventBlocksSchema]),
});
export type SetEventSettingsBody = z.infer<typeof SetEventSettingsBodySchema>;

/** The answer: the stored (normalised) blocks text, and whether it changed. */
export const SetEventSettingsResultSchema = z.object({
  event: RecordIdSchema,
  blocks: z.string(),
  changed: z.boolean(),
  /** The standings tables (record ids) written or emptied. */
  standings: z.array(z.string()),
});
export type SetEventSettingsResult = z.infer<typeof SetEventSettingsResultSchema>;
