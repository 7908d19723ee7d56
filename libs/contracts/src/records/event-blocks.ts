import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { formatZodError } from '../core/format-zod-error.js';

/** Longest event blocks JSON text an action may carry. */
export const MAX_EVENT_BLOCKS_LENGTH = 100_000;
/** Most standings tables of one event. */
export const MAX_STANDINGS_ENTRIES = 50;
/** Most tie-breakers of one standings chain (RULES d.2 has 15 keys). */
export const MAX_TIE_BREAKERS = 20;
/** Most teams in one manualOrder list. */
export const MAX_MANUAL_ORDER = 256;

const flag = z.boolean();

/** A chat (Discord) channel id: a snowflake of 17 to 20 digits; null clears the channel (nothing is posted). */
export const ChatChannelIdSchema = z
  .string()
  .regex(/^\d{17,20}$/, 'Must be a Discord channel id (17 to 20 digits)')
  .nullable();

/** RULES b.1 reporting.score. A switch left out is off. */
export const ScoreReportingBlockSchema = z.strictObject({
  use: flag.optional(),
  opponentApprove: flag.optional(),
  staffApprove: flag.optional(),
  allowForfeits: flag.optional(),
  showHeroPicks: flag.optional(),
  showHeroBans: flag.optional(),
  showMapBans: flag.optional(),
});
export type ScoreReportingBlock = z.infer<typeof ScoreReportingBlockSchema>;

/** RULES b.1 reporting.rescheduling. */
export const ReschedulingBlockSchema = z.strictObject({
  use: flag.optional(),
  opponentApprove: flag.optional(),
  staffApprove: flag.optional(),
});
export type ReschedulingBlock = z.infer<typeof ReschedulingBlockSchema>;

/** RULES (h) logging: the notifier's channels and two switches. Private (X): never in the public event record. */
export const LoggingBlockSchema = z.strictObject({
  captainNotifications: ChatChannelIdSchema.optional(),
  staffApprovalNotifications: ChatChannelIdSchema.optional(),
  staffScoreReport: ChatChannelIdSchema.optional(),
  staffCompletedScoreReport: ChatChannelIdSchema.optional(),
  postMatchReports: ChatChannelIdSchema.optional(),
  matchTimeChanges: ChatChannelIdSchema.optional(),
  publicRosterChanges: ChatChannelIdSchema.optional(),
  sendStaffPreapprovalNotifications: flag.optional(),
  hideNonStaffRosterChanges: flag.optional(),
});
export type LoggingBlock = z.infer<typeof LoggingBlockSchema>;

/**
 * RULES (h) / d.1-d.3 blocks.standings[]: one standings table. The key names the record standings-{event}-{key}.
 * tieBreakers are checked against the RULES d.2 keys by the domain's StandingsEntrySchema on save.
 */
export const StandingsBlockEntrySchema = z.strictObject({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1 to 64 letters, digits, - or _ for a standings key'),
  title: z.string().max(200),
  group: z.string().min(1, 'Name the match group of this table').max(200),
  sub_event: z.string().max(200).nullable().optional(),
  tieBreakers: z.array(z.string().max(64)).max(MAX_TIE_BREAKERS).optional(),
  forfeitMaps: z.enum(['none', 'sweep']).optional(),
  manualOrder: z.array(RecordIdSchema).max(MAX_MANUAL_ORDER).optional(),
});
export type StandingsBlockEntry = z.infer<typeof StandingsBlockEntrySchema>;

/**
 * An event's blocks (public-site §3 'blocks', RULES (h)): every key RULES names, strictly (an unknown key is rejected
 * by name); every key optional. Stored as the JSON text of the parsed value (keys in this order).
 */
export const EventBlocksSchema = z.strictObject({
  reporting: z
    .strictObject({
      score: ScoreReportingBlockSchema.optional(),
      rescheduling: ReschedulingBlockSchema.optional(),
    })
    .optional(),
  logging: LoggingBlockSchema.optional(),
  standings: z
    .array(StandingsBlockEntrySchema)
    .max(MAX_STANDINGS_ENTRIES)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.key))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'key'],
            message: `The standings key "${entry.key}" is used twice`,
          });
        seen.add(entry.key);
      });
    })
    .optional(),
  foldy: z.strictObject({ use: flag.optional() }).optional(),
  draft: z.strictObject({ use: flag.optional() }).optional(),
  auction: z.strictObject({ public: flag.optional() }).optional(),
  extendedStaffPage: flag.optional(),
});
export type EventBlocks = z.infer<typeof EventBlocksSchema>;

/** The message for blocks text that is not JSON (RULES (a) set-event-settings: unparsable blocks are rejected). */
export const EVENT_BLOCKS_NOT_JSON = 'The blocks are not valid JSON';

/**
 * Reads blocks given as JSON text or as a value: the parsed, normalised blocks, or the first problems as one readable
 * message naming the key (paths start at `blocks`).
 */
export function parseEventBlocks(
  input: unknown,
): { success: true; data: EventBlocks } | { success: false; message: string } {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { success: false, message: `blocks: ${EVENT_BLOCKS_NOT_JSON}` };
    }
  }
  const result = EventBlocksSchema.safeParse(value);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, message: formatZodError(result.error, 'blocks') };
}
