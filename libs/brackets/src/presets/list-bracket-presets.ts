import { BRACKET_PRESET_IDS, type BracketPreset } from './bracket-preset.js';
import { createBracketPreset } from './create-bracket-preset.js';

/** The creator's eight presets in the order of RULES c.11, each a fresh copy. */
export function listBracketPresets(): BracketPreset[] {
  return BRACKET_PRESET_IDS.map((id) => createBracketPreset(id));
}
