import type { BracketLinkKind } from '../layout/bracket-target.js';
import { locateBracketGames } from '../layout/locate-bracket-games.js';
import { sortBracketMatches } from '../layout/sort-bracket-matches.js';
import { validateBracketLayout } from '../layout/validate-bracket-layout.js';
import { applyBracketResolution } from '../resolve/apply-bracket-resolution.js';
import { formatSlotSource } from '../resolve/format-slot-source.js';
import { resolveBracket } from '../resolve/resolve-bracket.js';
import type { BracketLayout, BracketRank } from '../schema/bracket-layout.schema.js';
import { BRACKET_TEXTS } from '../schema/bracket-texts.js';
import type { BracketMatchInput, BracketTeamInput } from '../state/bracket-state.js';
import { getOutcomeTeam } from '../state/get-outcome-team.js';
import { hasRecordedResult } from '../state/has-recorded-result.js';
import { indexBracketState } from '../state/index-bracket-state.js';
import { readMatchSlots } from '../state/read-match-slots.js';
import { deepFreeze } from './deep-freeze.js';

export interface SimulateBracketOptions {
  /** 'rounds' plays every playable match, then resolves (default); 'one-by-one' plays one random playable match per resolve. */
  readonly order?: 'rounds' | 'one-by-one';
  readonly bracketId?: string;
}

/** Where a team's path ended. */
export interface BracketSimulationFinish {
  readonly match: number;
  readonly side: BracketLinkKind;
  readonly outcome: 'champion' | 'eliminated' | 'advance' | 'text' | 'none';
  readonly rank: BracketRank | null;
}

export interface BracketSimulationTeam {
  readonly id: string;
  readonly finish: BracketSimulationFinish | null;
  /** The rank stored on the team at the end, as the resolver wrote it. */
  readonly rank: BracketRank | null;
}

export interface BracketSimulation {
  /** True when no problem was found. */
  readonly ok: boolean;
  readonly problems: string[];
  /** How many times the resolver ran forward (idempotency re-runs not counted). */
  readonly resolves: number;
  readonly matchesPlayed: number;
  readonly champions: string[];
  readonly teams: BracketSimulationTeam[];
  /** The final records, e.g. to benchmark or to inspect. */
  readonly orderedMatchIds: string[];
  readonly matches: BracketMatchInput[];
  readonly teamRecords: BracketTeamInput[];
}

/**
 * Plays random results through a layout with the resolver (RULES c.8) and checks that every path ends in
 * a rank or as champion. A team is seeded into every slot no link feeds; each step plays random results
 * (rng passed in, values in [0, 1)) and resolves. Problems reported: validation errors, resolver conflicts
 * or corrections, a second resolve that is not "No changes", matches never played, slots not fed exactly
 * once or with the wrong provenance, paths ending without rank or champion, stored ranks that differ from
 * the path's rank, a champion count that differs from the champion links, and rank ladders with gaps.
 * Every input passed to the resolver is deep-frozen, so a mutation throws.
 */
export function simulateBracket(
  layout: BracketLayout,
  rng: () => number,
  options: SimulateBracketOptions = {},
): BracketSimulation {
  const bracketId = options.bracketId ?? 'simulation';
  const listed = [...locateBracketGames(layout).keys()].sort((a, b) => a - b);
  const count = Math.max(0, ...listed);
  const problems = validateBracketLayout(layout, count);
  const orderedMatchIds = Array.from({ length: count }, (_, i) => `m${i + 1}`);
  if (problems.length > 0) {
    return {
      ok: false,
      problems,
      resolves: 0,
      matchesPlayed: 0,
      champions: [],
      teams: [],
      orderedMatchIds,
      matches: [],
      teamRecords: [],
    };
  }

  const index = indexBracketState({ layout, orderedMatchIds, matches: [] });
  const teamIds: string[] = [];
  const seed = (): string => {
    const id = `t${teamIds.length + 1}`;
    teamIds.push(id);
    return id;
  };
  const listedSet = new Set(listed);
  let matches: BracketMatchInput[] = orderedMatchIds.map((id, i) => {
    const n = i + 1;
    const firstTo = 1 + Math.floor(rng() * 3);
    if (!listedSet.has(n)) return { id, teams: [], first_to: firstTo, score_1: 0, score_2: 0 };
    const slot1 = index.feederBySlot.has(`${n}.1`) ? null : seed();
    const slot2 = index.feederBySlot.has(`${n}.2`) ? null : seed();
    return { id, teams: [slot1, slot2], first_to: firstTo, score_1: 0, score_2: 0 };
  });
  let teams: BracketTeamInput[] = teamIds.map((id) => ({
    id,
    name: `Team ${id.slice(1)}`,
    code: id.toUpperCase(),
  }));

  const fills = new Map<string, number>();
  let resolves = 0;
  let matchesPlayed = 0;
  for (let step = 0; step <= listed.length + 1; step += 1) {
    const input = deepFreeze({ bracketId, layout, orderedMatchIds, matches, teams });
    const result = resolveBracket(input);
    resolves += 1;
    if (result.hasError) {
      problems.push(result.message);
      break;
    }
    if (result.counts.slotsCorrected > 0)
      problems.push(
        `Step ${step}: ${result.counts.slotsCorrected} slot(s) corrected during forward play`,
      );
    for (const patch of result.patches) {
      const before = readMatchSlots(matches[patch.matchNumber - 1]);
      patch.slots.forEach((team, i) => {
        if (team !== null && before[i] !== team) {
          const key = `${patch.matchNumber}.${i + 1}`;
          fills.set(key, (fills.get(key) ?? 0) + 1);
        }
      });
    }
    ({ matches, teams } = applyBracketResolution(matches, teams, result));
    const again = resolveBracket(
      deepFreeze({ bracketId, layout, orderedMatchIds, matches, teams }),
    );
    if (again.message !== BRACKET_TEXTS.noChanges)
      problems.push(`Step ${step}: resolving twice gave "${again.message}"`);

    const playable = listed.filter((n) => {
      const match = matches[n - 1] as BracketMatchInput;
      const [first, second] = readMatchSlots(match);
      return first !== null && second !== null && !hasRecordedResult(match);
    });
    if (playable.length === 0) break;
    const toPlay =
      options.order === 'one-by-one'
        ? [playable[Math.floor(rng() * playable.length)] as number]
        : playable;
    matches = matches.map((match, i) => {
      if (!toPlay.includes(i + 1)) return match;
      const firstTo = match.first_to ?? 1;
      const loserScore = Math.floor(rng() * firstTo);
      matchesPlayed += 1;
      return rng() < 0.5
        ? { ...match, score_1: firstTo, score_2: loserScore }
        : { ...match, score_1: loserScore, score_2: firstTo };
    });
  }

  for (const n of listed) {
    if (!hasRecordedResult(matches[n - 1] as BracketMatchInput))
      problems.push(`Match ${n} was never played`);
  }
  for (const [key, link] of index.feederBySlot) {
    const fed = fills.get(key) ?? 0;
    if (fed !== 1) problems.push(`Slot ${key} was fed ${fed} time(s)`);
    const [n, p] = key.split('.').map(Number) as [number, number];
    const source = p === 1 ? matches[n - 1]?.slot_1_source : matches[n - 1]?.slot_2_source;
    const expected = formatSlotSource(bracketId, link.from, link.kind);
    if (source !== expected)
      problems.push(`Slot ${key} has provenance ${String(source)}, expected ${expected}`);
  }

  // Follow every team along the links: its last outcome must be champion or carry a rank.
  const finishes = new Map<string, BracketSimulationFinish>();
  const champions: string[] = [];
  for (const n of sortBracketMatches(layout).order) {
    const match = matches[n - 1] as BracketMatchInput;
    const slots = readMatchSlots(match);
    for (const side of ['win', 'lose'] as const) {
      const team = getOutcomeTeam(match, slots, side);
      if (team === null) continue;
      const link = index.outgoing.get(n)?.[side];
      const target = link?.target ?? { kind: 'none' as const };
      if (target.kind === 'slot') continue;
      const outcome = target.kind === 'invalid-slot' ? 'text' : target.kind;
      if (finishes.has(team))
        problems.push(
          `Team ${team} finished twice (matches ${finishes.get(team)?.match} and ${n})`,
        );
      finishes.set(team, { match: n, side, outcome, rank: link?.rank ?? null });
      if (outcome === 'champion') champions.push(team);
      else if (!link?.rank)
        problems.push(
          `Team ${team} leaves match ${n} as ${side === 'win' ? 'winner' : 'loser'} without a rank`,
        );
    }
  }
  const championLinks = index.links.filter((link) => link.target.kind === 'champion').length;
  if (champions.length !== championLinks)
    problems.push(`${champions.length} champion(s) for ${championLinks} champion link(s)`);

  const teamResults: BracketSimulationTeam[] = teams.map((team) => {
    const rank =
      typeof team.ranking_sort === 'number' && typeof team.ranking_text === 'string'
        ? { sort: team.ranking_sort, text: team.ranking_text }
        : null;
    const finish = finishes.get(team.id) ?? null;
    if (!finish) problems.push(`Team ${team.id} never finished`);
    else if (finish.rank && (rank?.sort !== finish.rank.sort || rank.text !== finish.rank.text)) {
      problems.push(
        `Team ${team.id} is ranked ${rank?.text ?? 'nothing'}, expected ${finish.rank.text}`,
      );
    }
    return { id: team.id, finish, rank };
  });
  problems.push(...checkRankLadder(teamResults));

  return {
    ok: problems.length === 0,
    problems,
    resolves,
    matchesPlayed,
    champions,
    teams: teamResults,
    orderedMatchIds,
    matches,
    teamRecords: teams,
  };
}

/** When every team is ranked, places must run 1, then each shared place c of k teams followed by c + k, with one text per place. */
function checkRankLadder(teams: readonly BracketSimulationTeam[]): string[] {
  if (teams.length === 0 || teams.some((team) => team.rank === null)) return [];
  const byPlace = new Map<number, Set<string>>();
  const sizes = new Map<number, number>();
  for (const team of teams) {
    const rank = team.rank as BracketRank;
    byPlace.set(rank.sort, (byPlace.get(rank.sort) ?? new Set()).add(rank.text));
    sizes.set(rank.sort, (sizes.get(rank.sort) ?? 0) + 1);
  }
  const problems: string[] = [];
  let expected = 1;
  for (const place of [...sizes.keys()].sort((a, b) => a - b)) {
    if (place !== expected) problems.push(`Rank ${expected} is missing (next rank is ${place})`);
    if ((byPlace.get(place)?.size ?? 0) > 1) problems.push(`Rank ${place} has several texts`);
    expected = place + (sizes.get(place) ?? 0);
  }
  return problems;
}
