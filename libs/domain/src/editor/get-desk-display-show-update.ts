import { DESK_DISPLAY_MODE_REQUIRED } from './desk-display.js';
import type { DeskDisplayMode, StoredDeskDisplay } from './desk-display.js';
import { getDeskDisplayValue } from './get-desk-display-value.js';

/** The desk_display to store for 'Show', or the error to show. */
export type DeskDisplayShowUpdate =
  | { readonly ok: true; readonly deskDisplay: StoredDeskDisplay }
  | { readonly ok: false; readonly error: typeof DESK_DISPLAY_MODE_REQUIRED };

/** RULES.md (g): 'Show' stores the chosen mode; with none chosen it fails with 'You must choose a display mode'. */
export function getDeskDisplayShowUpdate(
  chosen: DeskDisplayMode | null | undefined,
): DeskDisplayShowUpdate {
  if (!chosen) return { ok: false, error: DESK_DISPLAY_MODE_REQUIRED };
  return { ok: true, deskDisplay: getDeskDisplayValue(chosen) };
}
