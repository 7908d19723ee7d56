import type { ProfilePlayerFields, ProfileValues } from './profile-values.js';

const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The form values of a Player record (public-site §2 "Profile page"): blank text is "not set", a link its first id. */
export function readProfileValues(player: ProfilePlayerFields): ProfileValues {
  return {
    pronouns: text(player.pronouns),
    pronunciation: player.pronunciation ?? '',
    role: text(player.role),
    favourite_hero: player.favourite_hero?.[0] ?? null,
    profile_picture_theme: player.profile_picture_theme?.[0] ?? null,
  };
}
