/** Longest stream marker text (RULES (a) set-marker). */
export const MARKER_TEXT_MAX_LENGTH = 140;

export interface MarkerTextValidation {
  readonly valid: boolean;
  /** The trimmed text to send. */
  readonly text: string;
}

/** Stream marker text must be non-empty after trimming and at most 140 characters (broadcast spec §5, RULES (a) set-marker). */
export function validateMarkerText(text: string | null | undefined): MarkerTextValidation {
  const trimmed = (text ?? '').trim();
  const length = Array.from(trimmed).length;
  return { valid: length > 0 && length <= MARKER_TEXT_MAX_LENGTH, text: trimmed };
}
