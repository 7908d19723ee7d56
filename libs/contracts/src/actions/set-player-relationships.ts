import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/** Staff roles assignable to a match (broadcast §6; RULES (a) set-player-relationships). */
export const MATCH_STAFF_ROLE_NAMES = [
  'Caster',
  'Producer',
  'Observer',
  'Observer Director',
  'Replay Producer',
  'Lobby Admin',
] as const;
/** Most players one role may list (the dashboard shows 4 observer rows by default). */
export const MAX_PLAYERS_PER_ROLE = 12;
/** Most clients one call may give camera buttons. */
export const MAX_CLIENT_CAMS = 12;

const RolePlayersSchema = z
  .array(RecordIdSchema)
  .max(MAX_PLAYERS_PER_ROLE)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A player is listed twice' });

/** Camera buttons of one client: team 1 and/or team 2 (stored order), no duplicates. */
const CamTeamsSchema = z
  .array(z.union([z.literal(1), z.literal(2)]))
  .max(2)
  .refine((teams) => new Set(teams).size === teams.length, { message: 'A team is listed twice' });

/**
 * actions/set-player-relationships (broadcast §7, RULES (a)). `roles`: role → player ids, only the roles to set
 * (a role left out stays as it is). `clientCams`: client id → teams, only for clients of observers. `broadcast`: the
 * optional target broadcast of a broadcast-scoped action (RULES (0) BA). Unknown keys are rejected by name.
 */
export const SetPlayerRelationshipsBodySchema = z.strictObject({
  matchID: RecordIdSchema,
  broadcast: RecordIdSchema.optional(),
  roles: z.strictObject(
    Object.fromEntries(
      MATCH_STAFF_ROLE_NAMES.map((role) => [role, RolePlayersSchema.optional()]),
    ) as {
      [K in (typeof MATCH_STAFF_ROLE_NAMES)[number]]: z.ZodOptional<typeof RolePlayersSchema>;
    },
  ),
  clientCams: z
    .record(RecordIdSchema, CamTeamsSchema)
    .refine((cams) => Object.keys(cams).length <= MAX_CLIENT_CAMS, {
      message: `At most ${MAX_CLIENT_CAMS} clients`,
    })
    .meta({ maxProperties: MAX_CLIENT_CAMS })
    .optional(),
});
export type SetPlayerRelationshipsBody = z.infer<typeof SetPlayerRelationshipsBodySchema>;
export const SetPlayerRelationshipsResultSchema = z.object({
  match: RecordIdSchema,
  /** The relationships newly linked to the match ('{n} relationship(s) added'). */
  added: z.array(RecordIdSchema),
});
export type SetPlayerRelationshipsResult = z.infer<typeof SetPlayerRelationshipsResultSchema>;
