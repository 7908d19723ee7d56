import type { UpdateProfileDataBody } from '@castline/contracts';

/** The editable profile fields as the form holds them (public-site §2 "Profile page"); null = not set. */
export interface ProfileValues {
  readonly pronouns: string | null;
  readonly pronunciation: string;
  readonly role: string | null;
  /** Hero record id. */
  readonly favourite_hero: string | null;
  /** Theme record id. */
  readonly profile_picture_theme: string | null;
}

/** The body of actions/update-profile-data (broadcast spec §7): only the fields that change; null clears. */
export type ProfileChanges = UpdateProfileDataBody['profileData'];

/** The player fields the profile reads (record shape: text fields, links as id arrays). */
export interface ProfilePlayerFields {
  readonly pronouns?: string | null;
  readonly pronunciation?: string | null;
  readonly role?: string | null;
  readonly favourite_hero?: readonly string[] | null;
  readonly profile_picture_theme?: readonly string[] | null;
}

export const EMPTY_PROFILE: ProfileValues = Object.freeze({
  pronouns: null,
  pronunciation: '',
  role: null,
  favourite_hero: null,
  profile_picture_theme: null,
});
