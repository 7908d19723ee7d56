// Benchmark (not a test): standings for a 20-team double round robin with maps (RULES d.1–d.5).
import type { MapResultInput } from '../src/results/map-result-input.js';
import { computeStandings } from '../src/standings/compute-standings.js';
import type {
  ComputeStandingsInput,
  StandingsMatchInput,
} from '../src/standings/standings-types.js';
import { DEFAULT_TIE_BREAKER_CHAIN, type TieBreakerKey } from '../src/standings/tie-breakers.js';

/** Timing summary in milliseconds per computeStandings call. */
export interface StandingsBenchResult {
  readonly teams: number;
  readonly matches: number;
  readonly maps: number;
  readonly iterations: number;
  readonly chain: readonly TieBreakerKey[];
  readonly meanMs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so every run times the same table. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 20-team double round robin, first to 3 maps, with a ban per match, the odd draw and map points. */
export function buildDoubleRoundRobin(teamCount = 20, seed = 42): ComputeStandingsInput {
  const random = seededRandom(seed);
  const teams = Array.from(
    { length: teamCount },
    (_, index) => `rec${String(index).padStart(14, '0')}`,
  );
  const matches: StandingsMatchInput[] = [];
  const firstTo = 3;
  for (const leg of [0, 1]) {
    for (let i = 0; i < teamCount; i += 1) {
      for (let j = i + 1; j < teamCount; j += 1) {
        const home = teams[leg === 0 ? i : j] ?? '';
        const away = teams[leg === 0 ? j : i] ?? '';
        const maps: MapResultInput[] = [{ banner: home }];
        let score1 = 0;
        let score2 = 0;
        while (score1 < firstTo && score2 < firstTo) {
          const roll = random();
          const points1 = Math.floor(random() * 4);
          const points2 = Math.floor(random() * 4);
          if (roll < 0.05) {
            maps.push({ draw: true, score_1: points1, score_2: points1 });
          } else if (roll < 0.55) {
            score1 += 1;
            maps.push({ winner: home, score_1: points1 + 1, score_2: Math.min(points2, points1) });
          } else {
            score2 += 1;
            maps.push({ winner: away, score_1: Math.min(points1, points2), score_2: points2 + 1 });
          }
        }
        const forfeit = random() < 0.02;
        matches.push({
          id: `m${matches.length}`,
          teams: [home, away],
          score_1: forfeit ? (score1 === firstTo ? firstTo : 0) : score1,
          score_2: forfeit ? (score2 === firstTo ? firstTo : 0) : score2,
          first_to: firstTo,
          forfeit,
          match_group: 'League',
          sub_event: null,
          maps: forfeit ? [] : maps,
        });
      }
    }
  }
  return {
    entry: { key: 'league', title: 'League', group: 'League' },
    teams,
    matches,
    teamNames: Object.fromEntries(teams.map((team, index) => [team, `Team ${index + 1}`])),
  };
}

/** Times computeStandings on the double round robin; returns per-call milliseconds. */
export function runStandingsBench(
  iterations = 200,
  chain: readonly TieBreakerKey[] = DEFAULT_TIE_BREAKER_CHAIN,
): StandingsBenchResult {
  const base = buildDoubleRoundRobin();
  const input: ComputeStandingsInput = { ...base, entry: { ...base.entry, tieBreakers: chain } };
  for (let i = 0; i < 20; i += 1) computeStandings(input);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    computeStandings(input);
    samples.push(performance.now() - start);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    teams: input.teams.length,
    matches: input.matches.length,
    maps: input.matches.reduce((sum, match) => sum + (match.maps?.length ?? 0), 0),
    iterations,
    chain,
    meanMs: samples.reduce((sum, sample) => sum + sample, 0) / Math.max(samples.length, 1),
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: sorted.at(-1) ?? 0,
  };
}
