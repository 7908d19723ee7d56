import { z } from 'zod';
import { RecordIdSchema, ThingIdSchema } from '../core/ids.js';
import { ERROR_CODES } from '../core/errors.js';
import { ActorSchema } from '../actions/actor.js';

/**
 * `<domain>.qry.things`: the ids to answer; each service returns those it owns. `viewer`: the signed-in reader
 * (an authenticated read), who also gets the crew-only fields (CREW_FIELDS) of the records they are crew of.
 */
export const ThingsQuerySchema = z.object({
  ids: z.array(ThingIdSchema).max(500),
  viewer: ActorSchema.optional(),
  /** Add `__version` (the read model's version) to each record: realtime orders snapshots against the stream. */
  versions: z.boolean().optional(),
  /**
   * Answer each record as the JSON text the read path serves (ThingsJsonReply) instead of an object: the gateway
   * writes those texts into `POST /things` as they are, without parsing and re-serialising them. Not with
   * `versions`.
   */
  json: z.boolean().optional(),
});
export type ThingsQuery = z.infer<typeof ThingsQuerySchema>;
export const ThingsReplySchema = z.object({
  records: z.array(z.looseObject({ __id: z.string() })),
});
export type ThingsReply = z.infer<typeof ThingsReplySchema>;
/**
 * `<domain>.qry.things` with `json: true`: each record the service owns as the read path's JSON text (`__id` and
 * `id` included, crew-only fields when the viewer may read them), with the id of its single theme when its
 * `theme` is a list of exactly one string (the read path appends those themes).
 */
export const ThingsJsonReplySchema = z.object({
  json: z.array(z.object({ __id: z.string(), theme: z.string().nullable(), text: z.string() })),
});
export type ThingsJsonReply = z.infer<typeof ThingsJsonReplySchema>;

/** The client's Idempotency-Key header (one per press; a retry sends the same key). */
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces');

/** `<domain>.cmd.<action>`: an action body with the resolved actor (and the client's Idempotency-Key, if any). */
export const CommandRequestSchema = z.object({
  actor: ActorSchema,
  body: z.unknown(),
  idempotency_key: IdempotencyKeySchema.optional(),
});
export type CommandRequest = z.infer<typeof CommandRequestSchema>;

/** The reply of any request/reply subject: data or a coded error. */
export const NatsReplySchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({
    ok: z.literal(false),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    data: z.unknown().optional(),
  }),
]);
export type NatsReply = z.infer<typeof NatsReplySchema>;

/** `auth.qry.verify-token`. */
export const VerifyTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const VerifyTokenReplySchema = z.object({ actor: ActorSchema.nullable() });
export type VerifyTokenQuery = z.infer<typeof VerifyTokenQuerySchema>;
export type VerifyTokenReply = z.infer<typeof VerifyTokenReplySchema>;

/** A bearer token as auth-svc issues it: 256 random bits, lower-case hex (64 characters). */
export const IssuedTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Not an issued token');

/** `auth.cmd.issue-token` (internal, used by the login flow): a new token for an existing user. */
export const IssueTokenCommandSchema = z.object({ user_id: RecordIdSchema });
export type IssueTokenCommand = z.infer<typeof IssueTokenCommandSchema>;
export const IssueTokenReplySchema = z.object({
  token: IssuedTokenSchema,
  expires_at: z.iso.datetime(),
});
export type IssueTokenReply = z.infer<typeof IssueTokenReplySchema>;

/** `auth.cmd.revoke-token`: `revoked` is true when this call ended a token that was not revoked yet. */
export const RevokeTokenCommandSchema = z.object({ token: z.string().min(1).max(200) });
export type RevokeTokenCommand = z.infer<typeof RevokeTokenCommandSchema>;
export const RevokeTokenReplySchema = z.object({ revoked: z.boolean() });
export type RevokeTokenReply = z.infer<typeof RevokeTokenReplySchema>;

/**
 * `auth.cmd.create-handoff` (issue 12: sign-in on every host): a single-use code, valid for HANDOFF_TTL_SECONDS, that
 * the host `origin` (a mini-site, never the main site itself) exchanges for a token of its own in the same sign-in
 * family as `token`. Only the code's sha256 is stored. `return_path` is where that host goes after the exchange.
 */
export const CreateHandoffCommandSchema = z.object({
  token: z.string().min(1).max(200),
  origin: z.string().min(1).max(300),
  return_path: z.string().min(1).max(2000).startsWith('/'),
});
export type CreateHandoffCommand = z.infer<typeof CreateHandoffCommandSchema>;
export const CreateHandoffReplySchema = z.object({
  code: z.string().regex(/^[0-9a-f]{64}$/),
  expires_at: z.iso.datetime(),
});
export type CreateHandoffReply = z.infer<typeof CreateHandoffReplySchema>;

/**
 * `auth.cmd.redeem-handoff`: the first call with a code burns it, whatever the outcome; it succeeds only before expiry,
 * from the origin it was made for, while the token it came from is still active. Answers a new token (same family:
 * revoking either revokes both) with its user and the return path.
 */
export const RedeemHandoffCommandSchema = z.object({
  code: z.string().min(1).max(200),
  origin: z.string().min(1).max(300),
});
export type RedeemHandoffCommand = z.infer<typeof RedeemHandoffCommandSchema>;

/** `match.qry.kinds`: the record kind of each id (for reference checks by other services). */
export const KindsQuerySchema = z.object({ ids: z.array(ThingIdSchema).max(500) });
export const KindsReplySchema = z.object({ kinds: z.record(z.string(), z.string()) });

/**
 * `record.evt.changed.v1`: one committed record change (data null = the record is gone). `data` is the public
 * shape; `crew` the crew-only fields (CREW_FIELDS), which realtime never sends to public rooms.
 */
export const RecordChangedEventSchema = z.object({
  id: ThingIdSchema,
  data: z.looseObject({}).nullable(),
  crew: z.looseObject({}).nullable().optional(),
  version: z.number().int().nonnegative(),
  source: z.string(),
});

/**
 * What every domain event carries besides its payload (added by the outbox relay): a unique `event_id` (the
 * JetStream message id), the `aggregate` it is about (a broadcast id, a match id…) and the aggregate's
 * `version`, increasing with every event of that aggregate, so consumers apply them in order exactly once.
 */
export const DomainEventEnvelopeSchema = z.object({
  event_id: z.string().min(1).max(200),
  aggregate: z.string().min(1).max(200),
  version: z.number().int().nonnegative(),
});
export type DomainEventEnvelope = z.infer<typeof DomainEventEnvelopeSchema>;
export type RecordChangedEvent = z.infer<typeof RecordChangedEventSchema>;

/** `system.evt.service-state.v1`: services announce rebuilding/ready (drives website_flags). */
export const SERVICE_STATES = ['rebuilding', 'ready', 'stopping'] as const;
export const ServiceStateEventSchema = z.object({
  service: z.string(),
  instance: z.string(),
  state: z.enum(SERVICE_STATES),
});
export type ServiceStateEvent = z.infer<typeof ServiceStateEventSchema>;

export const HealthReplySchema = z.object({
  service: z.string(),
  instance: z.string(),
  ready: z.boolean(),
  uptimeMs: z.number(),
});
export type HealthReply = z.infer<typeof HealthReplySchema>;

/** `gateway.evt.error-rate.v1`: the gateway's recent 5xx rate crossed (or dropped below) the threshold. */
export const ErrorRateEventSchema = z.object({
  high: z.boolean(),
  rate: z.number(),
  window_ms: z.number(),
});

/** `broadcast.evt.live-match-changed.v1` (aggregate: the broadcast). */
export const LiveMatchChangedEventSchema = z.object({
  broadcast: z.string(),
  live_match: z.string().nullable(),
  previous: z.string().nullable(),
  advertise: z.boolean(),
});
export const LiveMatchChangedMessageSchema = LiveMatchChangedEventSchema.extend(
  DomainEventEnvelopeSchema.shape,
);
export type LiveMatchChangedEvent = z.infer<typeof LiveMatchChangedEventSchema>;

/**
 * `auth.evt.token-revoked.v1` (SUBJECTS.auth.evt('token-revoked')): a token stopped being valid (logout,
 * revoke). `token_hash` is the lower-case hex sha256 of the token's UTF-8 bytes, never the token itself.
 * Gateways drop their cached actor for that hash (ARCHITECTURE §4.1).
 */
export const TokenRevokedEventSchema = z.object({ token_hash: z.string().regex(/^[0-9a-f]{64}$/) });
export type TokenRevokedEvent = z.infer<typeof TokenRevokedEventSchema>;

/** `match.qry.attachment`: the bytes of an attachment for the gateway's /image.{ext} route. */
export const AttachmentQuerySchema = z.object({ id: z.string().regex(/^rec[0-9A-Za-z]{14}$/) });
export const AttachmentReplySchema = z.object({
  id: z.string(),
  mime_type: z.string(),
  fileExtension: z.string(),
  custom_url: z.string().nullable(),
  /** base64 of the stored file, null when the attachment only has a custom_url. */
  content_base64: z.string().nullable(),
});
export type AttachmentReply = z.infer<typeof AttachmentReplySchema>;

/**
 * `match.cmd.set-stream-presence`: the chat integration reports that a player started (url set) or stopped
 * (url null) streaming (RULES (k) special:player-streams). Internal: no HTTP action maps to it.
 */
export const SetStreamPresenceCommandSchema = z.object({
  player_id: z.string().regex(/^rec[0-9A-Za-z]{14}$/),
  url: z.url().max(500).nullable(),
  title: z.string().max(300).nullable().optional(),
});
export type SetStreamPresenceCommand = z.infer<typeof SetStreamPresenceCommandSchema>;

/** What a consumer parks on `deadletter.<consumer>` when it cannot apply a domain event. */
export const DeadLetterSchema = z.object({
  consumer: z.string(),
  subject: z.string(),
  stream_sequence: z.number().int(),
  deliveries: z.number().int(),
  reason: z.string(),
  payload: z.unknown(),
  at: z.iso.datetime(),
});
export type DeadLetter = z.infer<typeof DeadLetterSchema>;
