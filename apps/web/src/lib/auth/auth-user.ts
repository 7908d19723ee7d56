import type { PublicUser } from '@castline/contracts';

/**
 * The signed-in user (public-site §3 "Auth state": name, avatar, an external record id, and clients): the
 * contracts' PublicUser, as POST /auth/discord-login and /auth/login answer it (`airtableID` = Player id).
 */
export type AuthUser = PublicUser;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A user from storage or the wire, checked field by field (a stale or tampered copy is dropped, never trusted blindly). */
export function parseAuthUser(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.airtableID !== 'string' || user.airtableID === '') return null;
  return {
    name: typeof user.name === 'string' ? user.name : null,
    avatar: typeof user.avatar === 'string' ? user.avatar : null,
    airtableID: user.airtableID,
    clients: strings(user.clients),
    website_settings: strings(user.website_settings),
  };
}

/** Website settings the web app reads (RULES (0) "Website setting"; public-site §6). */
export const WEBSITE_SETTING = {
  noProfileEditing: 'No profile editing',
} as const;

/** A production user has a client record (public-site §6 "Production user"). */
export function isProductionAccount(user: AuthUser | null | undefined): boolean {
  return (user?.clients.length ?? 0) > 0;
}

/** The website setting 'No profile editing' restricts the profile (public-site §6). */
export function isProfileRestricted(user: AuthUser | null | undefined): boolean {
  return user?.website_settings.includes(WEBSITE_SETTING.noProfileEditing) ?? false;
}
