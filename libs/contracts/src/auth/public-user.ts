import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/**
 * The signed-in user as the web app holds it (public-site §4 "Authentication", §6 "Production user"): answered by
 * POST /auth/discord-login and POST /auth/login, only ever to the token's owner (website_settings are private,
 * RULES (0) "Website setting"). `airtableID` is the user's Player record id (the spec's wire name).
 */
export const PublicUserSchema = z.object({
  name: z.string().nullable(),
  /** Avatar image URL (Discord CDN), or null for the default avatar. */
  avatar: z.string().nullable(),
  /** The user's Player record id. */
  airtableID: RecordIdSchema,
  /** Ids of the production clients the user is linked to; the first is the active client (RULES (0)). */
  clients: z.array(RecordIdSchema),
  /** RULES (0) website settings ('Can edit any match', …, 'No profile editing'). */
  website_settings: z.array(z.string()),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;
