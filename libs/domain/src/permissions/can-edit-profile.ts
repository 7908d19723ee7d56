import type { PermissionActor } from './permission-types.js';

/** The website setting that locks a profile (public-site §6, RULES (0)). */
export const NO_PROFILE_EDITING = 'No profile editing';

/**
 * RULES (a) update-profile-data "who may call": the actor, on their own Player only, and not when the actor has
 * the website setting 'No profile editing' (public-site §6).
 */
export function canEditProfile(actor: PermissionActor, playerId: string): boolean {
  return actor.player_id === playerId && !actor.website_settings.includes(NO_PROFILE_EDITING);
}
