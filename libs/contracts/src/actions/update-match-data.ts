import { z } from 'zod';
import { BoundedDateTimeSchema, httpUrlSchema, ScoreSchema } from '../core/bounds.js';
import { RecordIdSchema } from '../core/ids.js';

const urlOrNull = z.union([httpUrlSchema('VOD fields must be URLs'), z.literal(''), z.null()]);

/** actions/update-match-data (broadcast §7, RULES (a)). Unknown keys are rejected by name. */
export const UpdateMatchDataBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  updatedData: z
    .strictObject({
      mvpPlayerID: RecordIdSchema.nullable().optional(),
      start: BoundedDateTimeSchema.nullable().optional(),
      score_1: ScoreSchema.optional(),
      score_2: ScoreSchema.optional(),
      special_event: z.boolean().optional(),
      custom_name: z.string().max(200).nullable().optional(),
      forfeit: z.boolean().optional(),
      forfeit_reason: z.string().max(500).nullable().optional(),
      vod: urlOrNull.optional(),
      vod_2: urlOrNull.optional(),
      alternative_vod: urlOrNull.optional(),
    })
    .refine((d) => Object.keys(d).length > 0, { message: 'Nothing to update' }),
});
export type UpdateMatchDataBody = z.infer<typeof UpdateMatchDataBodySchema>;
export const UpdateMatchDataResultSchema = z.object({
  match: RecordIdSchema,
  changed: z.array(z.string()),
});
