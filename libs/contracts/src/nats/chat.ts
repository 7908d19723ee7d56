import { z } from 'zod';
import { ActorSchema } from '../actions/actor.js';
import { RecordIdSchema } from '../core/ids.js';
import { REPORT_TYPES } from '../records/match.js';
import { DiscordIdSchema } from './accounts.js';

/**
 * `auth.qry.actor-by-discord` (gateway → auth-svc): the actor of the Player whose Discord account pressed a chat
 * button (RULES b.7: "maps the presser's chat account to a Player (discord_id)"). NOT_FOUND when no user has it.
 */
export const ActorByDiscordQuerySchema = z.object({ discord_id: DiscordIdSchema });
export type ActorByDiscordQuery = z.infer<typeof ActorByDiscordQuerySchema>;
export const ActorByDiscordReplySchema = z.object({ actor: ActorSchema });
export type ActorByDiscordReply = z.infer<typeof ActorByDiscordReplySchema>;

/**
 * `match.qry.report-chat-summary` (gateway → match-svc): what a chat button of a report needs: the report's match
 * (the actions take matchID), whether it is still the match's open report (a press on a stale post must not act on
 * a newer request) and its summary as chat text (the details button). NOT_FOUND for an unknown report.
 */
export const ReportChatSummaryQuerySchema = z.object({ report: RecordIdSchema });
export type ReportChatSummaryQuery = z.infer<typeof ReportChatSummaryQuerySchema>;
export const ReportChatSummaryReplySchema = z.object({
  report: RecordIdSchema,
  match: RecordIdSchema,
  type: z.enum(REPORT_TYPES),
  open: z.boolean(),
  summary: z.string(),
});
export type ReportChatSummaryReply = z.infer<typeof ReportChatSummaryReplySchema>;
