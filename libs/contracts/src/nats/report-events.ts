import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';
import { REPORT_STATES, REPORT_TYPES } from '../records/match.js';

/**
 * The payload of every `report.evt.*.v1` event of RULES b.7 (the names are `REPORT_EVENTS` in libs/domain): which
 * report of which match (and event) moved, the state it is in now, the b.6 log key of the transition and who did
 * it. Published through the outbox on the DOMAIN_EVENTS stream (with the envelope), so the notifier catches up
 * after an outage. The notifier reads the rest (teams, channels, the report's data) from the owner.
 */
export const ReportEventPayloadSchema = z.object({
  report: RecordIdSchema,
  match: RecordIdSchema,
  event: RecordIdSchema.nullable(),
  type: z.enum(REPORT_TYPES),
  state: z.enum(REPORT_STATES),
  /** The b.6 log key of the transition (`submitted_score_report`, `applied`, …). */
  key: z.string().max(100),
  actor: z.object({
    /** The acting player; null for the system (AUTO: apply, supersede). */
    player: RecordIdSchema.nullable(),
    team: RecordIdSchema.nullable(),
    staff: z.boolean(),
  }),
  /** When the transition happened (epoch ms). */
  at: z.number().int().nonnegative(),
  /** Why apply failed (report.evt.apply-failed.v1 only): a readable sentence for staff. */
  reason: z.string().max(1000).optional(),
});
export type ReportEventPayload = z.infer<typeof ReportEventPayloadSchema>;

/** `match.evt.time-change-announced.v1` (send-reschedule-message): post the saved start to matchTimeChanges. */
export const TimeChangeAnnouncedEventSchema = z.object({
  match: RecordIdSchema,
  event: RecordIdSchema.nullable(),
  /** The match's saved start (ISO). */
  start: z.string(),
  actor: z.object({ player: RecordIdSchema.nullable() }),
  at: z.number().int().nonnegative(),
});
export type TimeChangeAnnouncedEvent = z.infer<typeof TimeChangeAnnouncedEventSchema>;
