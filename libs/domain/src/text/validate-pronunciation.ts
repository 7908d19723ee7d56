/** Longest allowed pronunciation, in characters (broadcast spec §9). */
export const PRONUNCIATION_MAX_LENGTH = 100;

/** The spec's message for a long pronunciation (public-site §5, broadcast spec §5). */
export const PRONUNCIATION_TOO_LONG_MESSAGE =
  'Please keep your pronunciation to less than 100 characters.';

/** Profile pronunciation: over 100 characters (counted as Unicode code points) is invalid; returns the message or null (public-site §5). */
export function validatePronunciation(pronunciation: string | null | undefined): string | null {
  return Array.from(pronunciation ?? '').length > PRONUNCIATION_MAX_LENGTH
    ? PRONUNCIATION_TOO_LONG_MESSAGE
    : null;
}
