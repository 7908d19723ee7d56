import { z } from 'zod';
import { EpochMsSchema } from '../core/bounds.js';
import { RecordIdSchema } from '../core/ids.js';
import { DESK_DISPLAY_MODES, MAP_ATTACK_VALUES } from '../records/broadcast.js';

/** actions/update-broadcast (broadcast §7, RULES (a)). `broadcast` (optional) picks the target broadcast. */
export const UpdateBroadcastBodySchema = z
  .strictObject({
    broadcast: RecordIdSchema.optional(),
    match: RecordIdSchema.nullable().optional(),
    highlightTeamID: RecordIdSchema.nullable().optional(),
    highlightHeroID: RecordIdSchema.nullable().optional(),
    highlightPlayerID: RecordIdSchema.nullable().optional(),
    highlightMediaID: RecordIdSchema.nullable().optional(),
    deskDisplayMode: z.enum(DESK_DISPLAY_MODES).nullable().optional(),
    deskDisplayText: z.string().max(500).nullable().optional(),
    manualGuests: z.string().max(5000).nullable().optional(),
    title: z.string().max(300).nullable().optional(),
    countdownEnd: EpochMsSchema.nullable().optional(),
    advertise: z.boolean().optional(),
    playerCams: z.boolean().optional(),
    showLiveMatch: z.boolean().optional(),
    mapAttack: z.enum(MAP_ATTACK_VALUES).nullable().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'broadcast'), { message: 'Nothing to update' });
export type UpdateBroadcastBody = z.infer<typeof UpdateBroadcastBodySchema>;
