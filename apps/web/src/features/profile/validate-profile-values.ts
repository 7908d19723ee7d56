import { validatePronunciation } from '@castline/domain';
import type { ProfileValues } from './profile-values.js';

/** Problems of the profile form by field; empty when it can be saved. */
export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/**
 * The client's copy of the server's profile checks (public-site §5): pronunciation over 100 characters is 'Please
 * keep your pronunciation to less than 100 characters.' (validatePronunciation); pronouns, role, hero and theme
 * come from pickers, so they are always from the allowed lists.
 */
export function validateProfileValues(values: ProfileValues): ProfileErrors {
  const pronunciation = validatePronunciation(values.pronunciation.trim());
  return pronunciation ? { pronunciation } : {};
}
