import type { DeskDisplayMode, StoredDeskDisplay } from './desk-display.js';

/** RULES.md (g): the stored desk_display of a mode button; Match is stored as null, every other mode by its name. */
export function getDeskDisplayValue(mode: DeskDisplayMode): StoredDeskDisplay {
  return mode === 'Match' ? null : mode;
}
