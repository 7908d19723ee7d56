import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { PublicUserSchema } from '../auth/public-user.js';
import { IssuedTokenSchema } from './payloads.js';

/** A Discord user id (snowflake: decimal digits). */
export const DiscordIdSchema = z.string().regex(/^[0-9]{1,25}$/, 'Not a Discord id');

/**
 * `auth.cmd.discord-login` (gateway → auth-svc): an OAuth2 authorization code and the redirect_uri it was issued
 * for. Answers a new token and the public user; a refused code is UNAUTHENTICATED with `details.for_a_developer`.
 */
export const DiscordLoginCommandSchema = z.object({
  code: z.string().min(1).max(512),
  redirect_uri: z.url({ protocol: /^https?$/ }),
});
export type DiscordLoginCommand = z.infer<typeof DiscordLoginCommandSchema>;
export const DiscordLoginReplySchema = z.object({
  token: IssuedTokenSchema,
  expires_at: z.iso.datetime(),
  user: PublicUserSchema,
});
export type DiscordLoginReply = z.infer<typeof DiscordLoginReplySchema>;

/** `auth.cmd.redeem-handoff` answer (the command is RedeemHandoffCommandSchema): the new host's own token. */
export const RedeemHandoffReplySchema = z.object({
  token: IssuedTokenSchema,
  expires_at: z.iso.datetime(),
  user: PublicUserSchema,
  return_path: z.string(),
});
export type RedeemHandoffReply = z.infer<typeof RedeemHandoffReplySchema>;

/** The `details` of a coded auth error: a technical explanation for developers (never a secret). */
export const AuthErrorDetailsSchema = z.object({ for_a_developer: z.string() });
export type AuthErrorDetails = z.infer<typeof AuthErrorDetailsSchema>;

/** `auth.qry.user` (gateway → auth-svc): the public user of a Player id (NOT_FOUND when there is no user). */
export const UserQuerySchema = z.object({ player_id: RecordIdSchema });
export type UserQuery = z.infer<typeof UserQuerySchema>;
export const UserReplySchema = z.object({ user: PublicUserSchema });
export type UserReply = z.infer<typeof UserReplySchema>;

/** `broadcast.qry.clients-for-player` (auth-svc → broadcast-svc): the clients whose staff lists the player. */
export const ClientsForPlayerQuerySchema = z.object({ player_id: RecordIdSchema });
export type ClientsForPlayerQuery = z.infer<typeof ClientsForPlayerQuerySchema>;
export const ClientSummarySchema = z.object({
  id: RecordIdSchema,
  key: z.string(),
  name: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof ClientSummarySchema>;
/** In RULES (0) order: the first is the active client. */
export const ClientsForPlayerReplySchema = z.object({ clients: z.array(ClientSummarySchema) });
export type ClientsForPlayerReply = z.infer<typeof ClientsForPlayerReplySchema>;

/**
 * `match.cmd.create-player` (auth-svc → match-svc, internal): the Player record of a Discord account that has
 * none. Idempotent on `discord_id`: a second call answers the existing player with `created: false`.
 */
export const CreatePlayerCommandSchema = z.object({
  name: z.string().trim().min(1).max(100),
  discord_id: DiscordIdSchema,
  /** The Discord username (private, RULES (h) Player.discord_tag). */
  discord_tag: z.string().max(100).nullable(),
});
export type CreatePlayerCommand = z.infer<typeof CreatePlayerCommandSchema>;
export const CreatePlayerReplySchema = z.object({
  player_id: RecordIdSchema,
  created: z.boolean(),
});
export type CreatePlayerReply = z.infer<typeof CreatePlayerReplySchema>;

/**
 * `broadcast.qry.access` (match-svc, realtime-svc → broadcast-svc): the broadcast a broadcast-scoped action or
 * production message targets and whether the player has broadcast access to it (RULES (0) "BA"). `broadcast` in
 * the query is the body's optional `broadcast` key (an id); without it the target is the active broadcast of the
 * player's active client. `target` is null when the player owns no client, the client has no broadcast, or the
 * named broadcast does not exist; `access` is false then.
 */
export const BroadcastAccessQuerySchema = z.object({
  player_id: RecordIdSchema,
  broadcast: RecordIdSchema.nullish(),
});
export type BroadcastAccessQuery = z.infer<typeof BroadcastAccessQuerySchema>;
export const BroadcastAccessTargetSchema = z.object({
  id: RecordIdSchema,
  key: z.string(),
  /** RULES (0) "Live match of B": live_match[0], or null. */
  live_match: RecordIdSchema.nullable(),
  schedule: z.array(RecordIdSchema),
  event: RecordIdSchema.nullable(),
  clients: z.array(RecordIdSchema),
});
export type BroadcastAccessTarget = z.infer<typeof BroadcastAccessTargetSchema>;
export const BroadcastAccessReplySchema = z.object({
  /** True when the player owns at least one client (RULES (0) "Client owner"). */
  owns_client: z.boolean(),
  target: BroadcastAccessTargetSchema.nullable(),
  access: z.boolean(),
});
export type BroadcastAccessReply = z.infer<typeof BroadcastAccessReplySchema>;
