import type { DemoSeasonKind } from '@castline/contracts';
import { generateDemoSeason } from './generate-demo-season.js';
import { generateLargeSeason } from './generate-large-season.js';
import type { DemoSeason, DemoSeasonOptions } from './demo-types.js';

/** The season DEMO_SEASON names: the product tour (`demo`) or the benchmark season (`large`). */
export function generateSeason(kind: DemoSeasonKind, options: DemoSeasonOptions): DemoSeason {
  return kind === 'large' ? generateLargeSeason(options) : generateDemoSeason(options);
}
