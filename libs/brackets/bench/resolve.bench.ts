// Benchmark (not a test): resolveBracket on a generated 64-team double elimination (126 matches).
// Target from the brief: well under 5 ms per resolve. Clock use is fine here; this file is not library code.
import { performance } from 'node:perf_hooks';
import {
  applyBracketResolution,
  createDoubleEliminationLayout,
  createSeededRandom,
  indexBracketState,
  locateBracketGames,
  resolveBracket,
  simulateBracket,
  type BracketLayout,
  type BracketMatchInput,
  type BracketTeamInput,
  type ResolveBracketInput,
} from '../src/index.js';

export interface BracketBenchScenario {
  readonly name: string;
  readonly iterations: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  /** The resolver's message, to show the scenario does real work. */
  readonly message: string;
}

export interface BracketBenchOptions {
  readonly teams?: number;
  readonly iterations?: number;
  readonly warmup?: number;
  readonly seed?: number;
}

/** Times resolveBracket on four states of a generated double elimination and returns per-scenario timings. */
export function runBracketBench(options: BracketBenchOptions = {}): BracketBenchScenario[] {
  const teamCount = options.teams ?? 64;
  const iterations = options.iterations ?? 1000;
  const warmup = options.warmup ?? 200;
  const rng = createSeededRandom(options.seed ?? 20240601);
  const layout = createDoubleEliminationLayout(teamCount);
  const bracketId = 'bench';

  const initial = seedBracket(layout);
  const base = { bracketId, layout, orderedMatchIds: initial.orderedMatchIds };

  // Round 1 played, nothing resolved yet: the resolver fills every upper round 2 and lower round 1 slot.
  const firstRound = initial.matches.map((match) =>
    match.teams?.[0] && match.teams[1]
      ? { ...match, score_1: 2, score_2: rng() < 0.5 ? 0 : 1 }
      : match,
  );
  const fillInput: ResolveBracketInput = { ...base, matches: firstRound, teams: initial.teams };

  // Round 1 resolved, then the first result flips: two slots are corrected.
  const resolved = applyBracketResolution(firstRound, initial.teams, resolveBracket(fillInput));
  const flipped = resolved.matches.map((match, i) =>
    i === 0 ? { ...match, score_1: 1, score_2: 2 } : match,
  );
  const correctInput: ResolveBracketInput = { ...base, matches: flipped, teams: resolved.teams };

  // Every match played: a full pass that changes nothing (ranks included).
  const finished = simulateBracket(layout, rng, { bracketId });
  const steadyInput: ResolveBracketInput = {
    ...base,
    matches: finished.matches,
    teams: finished.teamRecords,
  };
  const textInput: ResolveBracketInput = { ...steadyInput, layout: JSON.stringify(layout) };

  return [
    time(`fill after round 1 (${teamCount}-team DE)`, fillInput, iterations, warmup),
    time(`correct one flipped result (${teamCount}-team DE)`, correctInput, iterations, warmup),
    time(`steady, fully played (${teamCount}-team DE)`, steadyInput, iterations, warmup),
    time(`steady, layout as JSON text (${teamCount}-team DE)`, textInput, iterations, warmup),
  ];
}

function time(
  name: string,
  input: ResolveBracketInput,
  iterations: number,
  warmup: number,
): BracketBenchScenario {
  let message = '';
  for (let i = 0; i < warmup; i += 1) message = resolveBracket(input).message;
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    resolveBracket(input);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number): number =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  const mean = samples.reduce((sum, s) => sum + s, 0) / samples.length;
  return { name, iterations, meanMs: mean, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), message };
}

/** Empty matches with a team in every slot no link feeds. */
function seedBracket(layout: BracketLayout): {
  orderedMatchIds: string[];
  matches: BracketMatchInput[];
  teams: BracketTeamInput[];
} {
  const count = Math.max(0, ...locateBracketGames(layout).keys());
  const orderedMatchIds = Array.from({ length: count }, (_, i) => `m${i + 1}`);
  const index = indexBracketState({ layout, orderedMatchIds, matches: [] });
  const teams: BracketTeamInput[] = [];
  const seed = (): string => {
    const id = `t${teams.length + 1}`;
    teams.push({ id, name: `Team ${teams.length + 1}` });
    return id;
  };
  const matches = orderedMatchIds.map((id, i) => ({
    id,
    first_to: 2,
    score_1: 0,
    score_2: 0,
    teams: [1, 2].map((p) => (index.feederBySlot.has(`${i + 1}.${p}`) ? null : seed())),
  }));
  return { orderedMatchIds, matches, teams };
}
