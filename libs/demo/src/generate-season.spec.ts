import { DEMO_SEASON_KINDS } from '@castline/contracts';
import { generateDemoSeason } from './generate-demo-season.js';
import { generateLargeSeason } from './generate-large-season.js';
import { generateSeason } from './generate-season.js';

const NOW = new Date('2026-11-26T20:00:00.000Z');

describe('generateSeason (DEMO_SEASON)', () => {
  it.each([
    ['demo', generateDemoSeason],
    ['large', generateLargeSeason],
  ] as const)('%s is the season its generator makes', (kind, generator) => {
    expect(generateSeason(kind, { now: NOW, seed: 3 })).toEqual(generator({ now: NOW, seed: 3 }));
  });

  it('knows every kind the config accepts', () => {
    const matches = DEMO_SEASON_KINDS.map(
      (kind) =>
        generateSeason(kind, { now: NOW, seed: 1 }).records.filter((r) => r.__kind === 'match')
          .length,
    );
    expect(new Set(matches).size).toBe(DEMO_SEASON_KINDS.length);
  });
});
