import {
  PRONOUN_OPTIONS,
  PROFILE_ROLE_OPTIONS,
  validatePronunciation,
  type GameName,
} from '@castline/domain';
import type { ProfileDataField, UpdateProfileDataBody } from '@castline/contracts';

/** The only game whose heroes can be a favourite (RULES (a) update-profile-data). */
export const FAVOURITE_HERO_GAME: GameName = 'Overwatch';

/** Refusals of update-profile-data where the specs give no text (RULES.md † copy). */
export const PROFILE_TEXT = {
  pronouns: `Pronouns must be one of: ${PRONOUN_OPTIONS.join(', ')}.`,
  role: `Role must be one of: ${PROFILE_ROLE_OPTIONS.join(', ')}.`,
  favouriteHero: `Your favourite hero must be an ${FAVOURITE_HERO_GAME} hero.`,
  theme: 'Your profile picture theme must be the theme of one of your teams or of their events.',
} as const;

/** The editable profile fields of a Player as stored (links are id lists). */
export interface ProfileFields {
  pronouns: string | null;
  pronunciation: string | null;
  role: string | null;
  favourite_hero: string[];
  profile_picture_theme: string[];
}

/** What the rules need to know beyond the body: the named heroes' games and the themes the player may use. */
export interface ProfileReferences {
  /** Game of each Hero record named by the update; an id missing here is not a Hero. */
  heroGames: ReadonlyMap<string, string | null>;
  /** Themes of the player's teams and of those teams' events. */
  allowedThemes: ReadonlySet<string>;
}

export type ProfilePlan =
  | { ok: true; changes: Partial<ProfileFields>; changed: ProfileDataField[] }
  | { ok: false; messages: string[] };

type ProfileData = UpdateProfileDataBody['profileData'];

/** '' (or only spaces) clears a text field like null does. */
const blankToNull = (value: string | null | undefined): string | null | undefined =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const sameLinks = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * RULES (a) update-profile-data body rules: pronouns and role from the spec lists (public-site §5), pronunciation
 * at most 100 characters ('Please keep your pronunciation to less than 100 characters.'), favourite_hero an
 * Overwatch Hero, profile_picture_theme a theme of one of the player's teams or of their events; null (or '')
 * clears. Every invalid value is reported (never dropped); only fields that really change are returned.
 */
export function planProfileUpdate(
  current: ProfileFields,
  data: ProfileData,
  refs: ProfileReferences,
): ProfilePlan {
  const messages: string[] = [];
  const next: Partial<ProfileFields> = {};

  const pronouns = blankToNull(data.pronouns);
  if (pronouns !== undefined) {
    if (pronouns !== null && !(PRONOUN_OPTIONS as readonly string[]).includes(pronouns))
      messages.push(PROFILE_TEXT.pronouns);
    else next.pronouns = pronouns;
  }

  const pronunciation = blankToNull(data.pronunciation);
  if (pronunciation !== undefined) {
    const problem = validatePronunciation(pronunciation);
    if (problem) messages.push(problem);
    else next.pronunciation = pronunciation === null ? null : pronunciation.trim();
  }

  const role = blankToNull(data.role);
  if (role !== undefined) {
    if (role !== null && !(PROFILE_ROLE_OPTIONS as readonly string[]).includes(role))
      messages.push(PROFILE_TEXT.role);
    else next.role = role;
  }

  if (data.favourite_hero !== undefined) {
    const hero = data.favourite_hero;
    if (hero !== null && refs.heroGames.get(hero) !== FAVOURITE_HERO_GAME)
      messages.push(PROFILE_TEXT.favouriteHero);
    else next.favourite_hero = hero === null ? [] : [hero];
  }

  if (data.profile_picture_theme !== undefined) {
    const theme = data.profile_picture_theme;
    if (theme !== null && !refs.allowedThemes.has(theme)) messages.push(PROFILE_TEXT.theme);
    else next.profile_picture_theme = theme === null ? [] : [theme];
  }

  if (messages.length) return { ok: false, messages };

  const changes: Partial<ProfileFields> = {};
  const changed: ProfileDataField[] = [];
  if (next.pronouns !== undefined && next.pronouns !== current.pronouns) {
    changes.pronouns = next.pronouns;
    changed.push('pronouns');
  }
  if (next.pronunciation !== undefined && next.pronunciation !== current.pronunciation) {
    changes.pronunciation = next.pronunciation;
    changed.push('pronunciation');
  }
  if (next.role !== undefined && next.role !== current.role) {
    changes.role = next.role;
    changed.push('role');
  }
  if (next.favourite_hero && !sameLinks(next.favourite_hero, current.favourite_hero)) {
    changes.favourite_hero = next.favourite_hero;
    changed.push('favourite_hero');
  }
  if (
    next.profile_picture_theme &&
    !sameLinks(next.profile_picture_theme, current.profile_picture_theme)
  ) {
    changes.profile_picture_theme = next.profile_picture_theme;
    changed.push('profile_picture_theme');
  }
  return { ok: true, changes, changed };
}
