import { z } from 'zod';
import { RecordIdSchema } from '../core/ids.js';

/**
 * actions/update-profile-data (public-site §2 "Profile page", §5; RULES (a)): the actor's own Player only. Only
 * these keys; any other (name, battletag, …) is rejected by name. null clears a field. Values are checked by
 * match-svc against the spec lists (pronouns, role), the 100-character pronunciation rule, Overwatch heroes and
 * the themes of the player's teams and their events; invalid values are rejected, never dropped.
 */
export const UpdateProfileDataBodySchema = z.strictObject({
  profileData: z
    .strictObject({
      pronouns: z.string().max(100).nullable().optional(),
      // longer than the rule's 100 characters, so match-svc answers with the rule's own message
      pronunciation: z.string().max(1000).nullable().optional(),
      role: z.string().max(100).nullable().optional(),
      favourite_hero: RecordIdSchema.nullable().optional(),
      profile_picture_theme: RecordIdSchema.nullable().optional(),
    })
    .refine((d) => Object.keys(d).length > 0, {
      message: 'Nothing to update',
      // only when the keys were fine: an unknown key alone is reported as such, not also as "nothing"
      when: (payload) => payload.issues.length === 0,
    }),
});
export type UpdateProfileDataBody = z.infer<typeof UpdateProfileDataBodySchema>;
export type ProfileDataField = keyof UpdateProfileDataBody['profileData'];
export const PROFILE_DATA_FIELDS = [
  'pronouns',
  'pronunciation',
  'role',
  'favourite_hero',
  'profile_picture_theme',
] as const satisfies readonly ProfileDataField[];
export const UpdateProfileDataResultSchema = z.object({
  player: RecordIdSchema,
  changed: z.array(z.enum(PROFILE_DATA_FIELDS)),
});
export type UpdateProfileDataResult = z.infer<typeof UpdateProfileDataResultSchema>;
