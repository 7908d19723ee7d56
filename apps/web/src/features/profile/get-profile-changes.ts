import type { ProfileChanges, ProfileValues } from './profile-values.js';

/** A form value as the server stores it: trimmed text, '' is null. */
function normalise(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const FIELDS = [
  'pronouns',
  'pronunciation',
  'role',
  'favourite_hero',
  'profile_picture_theme',
] as const satisfies readonly (keyof ProfileValues)[];

/**
 * What Save sends (actions/update-profile-data, RULES (a)): only the fields that differ from the saved profile,
 * text trimmed, a cleared field as null. Unchanged fields stay out, so a value the server would no longer accept
 * (a theme of a team the player left) is never re-sent by accident.
 */
export function getProfileChanges(saved: ProfileValues, values: ProfileValues): ProfileChanges {
  const changes: Record<string, string | null> = {};
  for (const field of FIELDS) {
    const next = normalise(values[field]);
    if (next !== normalise(saved[field])) changes[field] = next;
  }
  return changes;
}
