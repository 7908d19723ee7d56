import type { BracketLayout } from '../schema/bracket-layout.schema.js';

/** The eight presets of the bracket creator (RULES c.11), in the table's order. */
export const BRACKET_PRESET_IDS = [
  'empty',
  'single-elimination-8',
  'single-elimination-12',
  'single-elimination-16',
  'single-elimination-16-third-place',
  'double-elimination-4-gsl',
  'double-elimination-8',
  'double-elimination-12',
] as const;

export type BracketPresetId = (typeof BRACKET_PRESET_IDS)[number];

/** How a preset's ranks are made (RULES c.11 "Ranks" column). */
export type BracketPresetRanks = 'none' | 'generated' | 'explicit';

/** A preset as the creator applies it. */
export interface BracketPreset {
  readonly id: BracketPresetId;
  readonly name: string;
  readonly ranks: BracketPresetRanks;
  readonly layout: BracketLayout;
}

/** A preset before "Calculate rankings" runs. */
export interface BracketPresetDefinition {
  readonly id: BracketPresetId;
  readonly name: string;
  readonly ranks: BracketPresetRanks;
  readonly layout: BracketLayout;
}
