import { z } from 'zod';
import { ScoreSchema } from '../core/bounds.js';
import { RecordIdSchema } from '../core/ids.js';

/** Most map entries one body may carry (a long series plus its bans). */
export const MAX_MAP_ENTRIES = 30;
/** Most heroes in one pick or ban list of a map. */
export const MAX_HEROES_PER_LIST = 20;
/** Longest replay code (Overwatch 6, Marvel Rivals 10, Deadlock 8, a Marvel Rivals UUID 36). */
export const MAX_REPLAY_CODE_LENGTH = 64;
/** Highest map number a body may carry. */
export const MAX_MAP_NUMBER = 99;

const heroList = z.array(RecordIdSchema).max(MAX_HEROES_PER_LIST);

/**
 * The fields of a map record a client may write (broadcast §3 "Map record"). Team and map links are single ids
 * (or null), as the match editor holds them; hero picks and bans are lists of Hero ids. A field left out keeps its
 * stored value (a new entry starts empty).
 */
export const MapDataFieldsSchema = z.strictObject({
  map: RecordIdSchema.nullable().optional(),
  number: z.number().int().min(0).max(MAX_MAP_NUMBER).nullable().optional(),
  winner: RecordIdSchema.nullable().optional(),
  draw: z.boolean().optional(),
  banner: RecordIdSchema.nullable().optional(),
  picker: RecordIdSchema.nullable().optional(),
  public: z.boolean().optional(),
  score_1: ScoreSchema.nullable().optional(),
  score_2: ScoreSchema.nullable().optional(),
  flip_pick_ban_order: z.boolean().optional(),
  replay_code: z.string().max(MAX_REPLAY_CODE_LENGTH).nullable().optional(),
  team_1_picks: heroList.optional(),
  team_2_picks: heroList.optional(),
  team_1_bans: heroList.optional(),
  team_2_bans: heroList.optional(),
});
export type MapDataFields = z.infer<typeof MapDataFieldsSchema>;

/** One entry of update-map-data's mapData: matched by id; an entry without an id is created. */
export const MapDataEntrySchema = MapDataFieldsSchema.extend({ id: RecordIdSchema.optional() });
export type MapDataEntry = z.infer<typeof MapDataEntrySchema>;

/**
 * actions/update-map-data (broadcast §7, RULES (a)): ME on the match. mapData lists the match's maps in their new
 * order; maps of the match the list leaves out keep their records and follow in their old order.
 */
export const UpdateMapDataBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  mapData: z.array(MapDataEntrySchema).max(MAX_MAP_ENTRIES),
});
export type UpdateMapDataBody = z.infer<typeof UpdateMapDataBodySchema>;
export const UpdateMapDataResultSchema = z.object({
  match: RecordIdSchema,
  /** The match's maps in their new order. */
  maps: z.array(RecordIdSchema),
  created: z.array(RecordIdSchema),
  /** Map records whose stored fields changed (created ones included). */
  changed: z.array(RecordIdSchema),
  /** The dashboard's toast (broadcast §8): 'Map data saved'. */
  message: z.string(),
});
export type UpdateMapDataResult = z.infer<typeof UpdateMapDataResultSchema>;
