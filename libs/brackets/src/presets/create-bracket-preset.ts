import { generateBracketRanks } from '../rankings/generate-bracket-ranks.js';
import type { BracketPreset, BracketPresetId } from './bracket-preset.js';
import { BRACKET_PRESET_DEFINITIONS } from './bracket-preset-definitions.js';

/** A fresh copy of a creator preset, with generated ranks where RULES c.11 says "generated". */
export function createBracketPreset(id: BracketPresetId): BracketPreset {
  const definition = BRACKET_PRESET_DEFINITIONS[id];
  const layout = structuredClone(definition.layout);
  return {
    id: definition.id,
    name: definition.name,
    ranks: definition.ranks,
    layout: definition.ranks === 'generated' ? generateBracketRanks(layout) : layout,
  };
}
