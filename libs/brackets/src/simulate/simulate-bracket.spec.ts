import fc from 'fast-check';
import { numberBracketGames } from '../layout/number-bracket-games.js';
import { parseBracketTarget } from '../layout/parse-bracket-target.js';
import { BRACKET_PRESET_IDS } from '../presets/bracket-preset.js';
import { createBracketPreset } from '../presets/create-bracket-preset.js';
import { createDoubleEliminationLayout } from '../presets/create-double-elimination-layout.js';
import { createSingleEliminationLayout } from '../presets/create-single-elimination-layout.js';
import type { BracketConnection, BracketLayout } from '../schema/bracket-layout.schema.js';
import { createSeededRandom } from './create-seeded-random.js';
import { simulateBracket } from './simulate-bracket.js';

/** The same bracket with its match numbers shuffled (not column-major any more). */
function shuffleNumbers(layout: BracketLayout, rng: () => number): BracketLayout {
  const numbers = [...numberBracketGames(layout).renumbered.values()];
  const shuffled = [...numbers];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
  }
  const map = new Map(numbers.map((n, i) => [n, shuffled[i] as number]));
  const target = (text: string | null | undefined): string | null | undefined => {
    const parsed = parseBracketTarget(text);
    return parsed.kind === 'slot' ? `${map.get(parsed.match)}.${parsed.slot}` : text;
  };
  const connections: Record<string, BracketConnection> = {};
  for (const [key, connection] of Object.entries(layout.connections)) {
    connections[String(map.get(Number(key)))] = {
      ...connection,
      win: target(connection.win),
      lose: target(connection.lose),
    };
  }
  return {
    brackets: layout.brackets.map((b) => ({
      ...b,
      columns: b.columns.map((c) => ({
        ...c,
        games: c.games.map((g) => (g === null ? null : (map.get(g) ?? null))),
      })),
    })),
    connections,
  };
}

const seedArb = fc.integer({ min: 0, max: 0x7fffffff });
const orderArb = fc.constantFrom('rounds' as const, 'one-by-one' as const);

describe('simulateBracket', () => {
  it.each(BRACKET_PRESET_IDS.map((id) => [id]))(
    'plays preset %s to the end: every path ends in a rank or as champion',
    (id) => {
      const { layout } = createBracketPreset(id);
      const championLinks = Object.values(layout.connections).filter(
        (c) => c.win === 'champion',
      ).length;
      fc.assert(
        fc.property(seedArb, orderArb, (seed, order) => {
          const simulation = simulateBracket(layout, createSeededRandom(seed), { order });
          expect(simulation.problems).toEqual([]);
          expect(simulation.champions).toHaveLength(championLinks);
          expect(
            simulation.teams.every(
              (team) => team.rank !== null || team.finish?.outcome === 'champion',
            ),
          ).toBe(true);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('gives every team of the 16-team preset a unique, complete place on the ladder', () => {
    const { layout } = createBracketPreset('single-elimination-16');
    const simulation = simulateBracket(layout, createSeededRandom(7));
    const texts = simulation.teams.map((team) => team.rank?.text).sort();
    expect(texts).toEqual(
      ['#1', '#2', '#3/4', '#3/4', ...Array(4).fill('#5-8'), ...Array(8).fill('#9-16')].sort(),
    );
    expect(simulation.matchesPlayed).toBe(15);
  });

  it('plays random single eliminations, shuffled numbering included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        seedArb,
        orderArb,
        fc.boolean(),
        (power, seed, order, shuffle) => {
          const rng = createSeededRandom(seed);
          const base = createSingleEliminationLayout(2 ** power);
          const layout = shuffle ? shuffleNumbers(base, rng) : base;
          const simulation = simulateBracket(layout, rng, { order });
          expect(simulation.problems).toEqual([]);
          expect(simulation.champions).toHaveLength(1);
          expect(simulation.teams).toHaveLength(2 ** power);
          expect(simulation.matchesPlayed).toBe(2 ** power - 1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('plays random double eliminations, shuffled numbering included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        seedArb,
        orderArb,
        fc.boolean(),
        (power, seed, order, shuffle) => {
          const rng = createSeededRandom(seed);
          const base = createDoubleEliminationLayout(2 ** power);
          const layout = shuffle ? shuffleNumbers(base, rng) : base;
          const simulation = simulateBracket(layout, rng, { order });
          expect(simulation.problems).toEqual([]);
          expect(simulation.champions).toHaveLength(1);
          expect(simulation.matchesPlayed).toBe(2 * 2 ** power - 2);
          const ranked = simulation.teams.filter((team) => team.rank !== null);
          expect(ranked).toHaveLength(2 ** power);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('does not change the layout it is given', () => {
    const layout = createBracketPreset('double-elimination-12').layout;
    const copy = structuredClone(layout);
    simulateBracket(layout, createSeededRandom(3));
    expect(layout).toEqual(copy);
  });

  it.each<[string, BracketLayout, string[]]>([
    [
      'a path that ends without a rank',
      {
        brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
        connections: {
          '1': { win: '3.1', lose: 'eliminated', loserRank: { sort: 3, text: '#3/4' } },
          '2': { win: '3.2', lose: 'eliminated', loserRank: { sort: 3, text: '#3/4' } },
          '3': { win: 'champion', lose: 'eliminated' },
        },
      },
      ['Team t2 leaves match 3 as loser without a rank'],
    ],
    [
      'an invalid layout',
      { brackets: [{ columns: [{ games: [1, 1] }] }], connections: {} },
      ['Match 1 appears twice'],
    ],
    [
      'a rank ladder with a gap',
      {
        brackets: [{ columns: [{ games: [1] }] }],
        connections: {
          '1': {
            win: 'champion',
            lose: 'eliminated',
            winnerRank: { sort: 1, text: '#1' },
            loserRank: { sort: 3, text: '#3' },
          },
        },
      },
      ['Rank 2 is missing (next rank is 3)'],
    ],
  ])('reports %s', (_name, layout, problems) => {
    // rng 0.9: slot 2 always wins, so t2 (slot 2 of match 1) loses the final to t4.
    const simulation = simulateBracket(layout, () => 0.9);
    expect(simulation.ok).toBe(false);
    expect(simulation.problems).toEqual(problems);
  });
});
