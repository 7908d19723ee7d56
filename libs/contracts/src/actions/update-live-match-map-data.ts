import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { MapDataFieldsSchema } from './update-map-data.js';

/**
 * actions/update-live-match-map-data (RULES (a)): BA + ME on the live match of the target broadcast (`broadcast`,
 * optional). mapData holds some fields of the current map (the first map not banned with no winner and no draw),
 * under the update-map-data rules.
 */
export const UpdateLiveMatchMapDataBodySchema = z.strictObject({
  broadcast: RecordIdSchema.optional(),
  mapData: MapDataFieldsSchema.refine((d) => Object.keys(d).length > 0, {
    message: 'Nothing to update',
  }),
});
export type UpdateLiveMatchMapDataBody = z.infer<typeof UpdateLiveMatchMapDataBodySchema>;
export const UpdateLiveMatchMapDataResultSchema = z.object({
  match: RecordIdSchema,
  /** The map written (the current map, or the entry appended when the match had none). */
  map: RecordIdSchema,
  created: z.boolean(),
  score_1: z.number().int(),
  score_2: z.number().int(),
  scoreChanged: z.boolean(),
  /** The dashboard's toast (broadcast §8): 'Score set to {a}-{b}' when the score changed, else 'Map data saved'. */
  message: z.string(),
});
export type UpdateLiveMatchMapDataResult = z.infer<typeof UpdateLiveMatchMapDataResultSchema>;
