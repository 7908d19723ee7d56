import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/**
 * `bracket.evt.resolve-conflict.v1` (RULES c.8): the resolver found a slot it may not overwrite. Published by
 * match-svc's bracket resolve through the outbox; the notifier alerts staff in staffScoreReport (b.7).
 */
export const BracketResolveConflictEventSchema = z.object({
  bracket: RecordIdSchema,
  match: RecordIdSchema,
  /** The resolver's readable message ('Match {n} already has a result with {team}; fix it by hand'). */
  message: z.string().max(1000),
});
export type BracketResolveConflictEvent = z.infer<typeof BracketResolveConflictEventSchema>;
