import { getMatchWinner } from './get-match-winner.js';
import type { MatchResultInput } from './match-result-input.js';

/** A match as the match-group record needs it. */
export interface MatchGroupRecordMatch extends MatchResultInput {
  readonly teams?: readonly (string | null | undefined)[] | null;
  readonly match_group?: string | null;
}

/** A team's wins and losses. */
export interface MatchGroupRecord {
  readonly wins: number;
  readonly losses: number;
}

/**
 * Spec public-site §4: the match-group record counts a team's wins versus losses among the finished
 * matches of the same match_group (forfeits count, RULES d.1). An empty or missing group matches nothing.
 */
export function getMatchGroupRecord(
  team: string,
  matchGroup: string | null | undefined,
  matches: readonly MatchGroupRecordMatch[],
): MatchGroupRecord {
  let wins = 0;
  let losses = 0;
  if (!matchGroup) return { wins, losses };
  for (const match of matches) {
    if (match.match_group !== matchGroup) continue;
    const side = match.teams?.[0] === team ? 1 : match.teams?.[1] === team ? 2 : null;
    if (side === null) continue;
    const winner = getMatchWinner(match);
    if (winner === null) continue;
    if (winner === side) wins += 1;
    else losses += 1;
  }
  return { wins, losses };
}
