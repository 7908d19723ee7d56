import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { SUBJECTS } from '../nats/subjects.js';

/**
 * actions/adjust-match-broadcast (RULES (a)): add a match to, or remove it from, a broadcast's schedule (the match's
 * scheduled_broadcast and the broadcast's schedule, both sides of the link).
 */
export const AdjustMatchBroadcastBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  broadcastID: RecordIdSchema,
  action: z.enum(['add', 'remove']),
});
export type AdjustMatchBroadcastBody = z.infer<typeof AdjustMatchBroadcastBodySchema>;
export const AdjustMatchBroadcastResultSchema = z.object({
  match: RecordIdSchema,
  broadcast: RecordIdSchema,
  scheduled: z.boolean(),
  changed: z.boolean(),
});
export type AdjustMatchBroadcastResult = z.infer<typeof AdjustMatchBroadcastResultSchema>;

/**
 * `match.evt.match-broadcast-link-changed.v1` (match-svc → broadcast-svc; aggregate: `{broadcast}:{match}`): the
 * desired state of one schedule link after match-svc committed its side (match scheduled_broadcast). broadcast-svc
 * applies it to the broadcast's schedule; a state, not a delta, so a redelivery or a superseded event is harmless.
 */
export const MATCH_BROADCAST_LINK_SUBJECT = SUBJECTS.match.evt('match-broadcast-link-changed');
export const MatchBroadcastLinkChangedEventSchema = z.object({
  match: RecordIdSchema,
  broadcast: RecordIdSchema,
  scheduled: z.boolean(),
});
export type MatchBroadcastLinkChangedEvent = z.infer<typeof MatchBroadcastLinkChangedEventSchema>;
