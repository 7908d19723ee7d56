import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

export const WEBSITE_SETTINGS = [
  'Can edit any match',
  'Can edit any event',
  'Full broadcast permissions',
  'No profile editing',
] as const;
export type WebsiteSetting = (typeof WEBSITE_SETTINGS)[number];

/** The user an action runs as, resolved by auth-svc from the Bearer token (RULES (0) "Actor"). */
export const ActorSchema = z.object({
  kind: z.literal('player'),
  player_id: RecordIdSchema,
  name: z.string().nullable(),
  website_settings: z.array(z.string()),
});
export type Actor = z.infer<typeof ActorSchema>;

/** The internal system actor (RULES (0) "Automation"); never reachable over HTTP or sockets. */
export const AutomationActorSchema = z.object({ kind: z.literal('automation') });
export type AutomationActor = z.infer<typeof AutomationActorSchema>;

export function hasWebsiteSetting(actor: Actor, setting: WebsiteSetting): boolean {
  return actor.website_settings.includes(setting);
}
