import type { BracketMatchInput, BracketTeamInput } from '../state/bracket-state.js';
import type { ResolveBracketResult } from './resolve-bracket-types.js';

/** Match and team records after a resolution. */
export interface AppliedBracketResolution<M extends BracketMatchInput, T extends BracketTeamInput> {
  readonly matches: M[];
  readonly teams: T[];
}

/**
 * Applies a resolver answer to in-memory records (RULES c.8): new objects for patched matches (teams as
 * the ordered pair [slot 1, slot 2]) and ranked teams. Rank writes for teams not in `teams` are left out,
 * so pass every team of the bracket. The inputs are not changed.
 */
export function applyBracketResolution<M extends BracketMatchInput, T extends BracketTeamInput>(
  matches: readonly M[],
  teams: readonly T[],
  result: ResolveBracketResult,
): AppliedBracketResolution<M, T> {
  const patches = new Map(result.patches.map((patch) => [patch.matchId, patch]));
  const nextMatches = matches.map((match) => {
    const patch = patches.get(match.id);
    if (!patch) return match;
    return {
      ...match,
      teams: [...patch.slots],
      placeholder_right: patch.placeholder_right,
      slot_1_source: patch.slot_1_source,
      slot_2_source: patch.slot_2_source,
    };
  });
  const writes = new Map(result.rankWrites.map((write) => [write.teamId, write]));
  const nextTeams = teams.map((team) => {
    const write = writes.get(team.id);
    if (!write) return team;
    return {
      ...team,
      ranking_sort: write.ranking_sort,
      ranking_text: write.ranking_text,
      ranking_source: write.ranking_source,
    };
  });
  return { matches: nextMatches, teams: nextTeams };
}
