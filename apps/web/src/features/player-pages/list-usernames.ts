import { DEFAULT_GAME_PROFILE, GAME_PROFILES, type UsernameField } from '@castline/domain';

/** A player's in-game usernames as the rule reads them. */
export type UsernameInput = Partial<Record<UsernameField, string | null>>;

/**
 * A player's set usernames with the label of their game field (RULES (e) "Username field (label)"): Battletag,
 * Riot ID, Marvel Rivals Username, Steam ID, in that order; empty ones are left out.
 */
export function listUsernames(
  player: UsernameInput,
): { readonly label: string; readonly value: string }[] {
  const labels = new Map<UsernameField, string>();
  for (const profile of [DEFAULT_GAME_PROFILE, ...Object.values(GAME_PROFILES)]) {
    if (!labels.has(profile.usernameField))
      labels.set(profile.usernameField, profile.usernameLabel);
  }
  return [...labels.entries()]
    .map(([field, label]) => ({ label, value: player[field]?.trim() ?? '' }))
    .filter((entry) => entry.value !== '');
}
