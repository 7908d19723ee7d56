import { isMatchComplete, type MatchResultInput } from '@castline/domain';
import { getTeamResult } from '../../features/match-pages/get-team-result.js';

/** The match fields a team's result reads. */
export interface TeamMatchInput extends MatchResultInput {
  readonly teams?: readonly string[] | null;
}

/** One finished match seen from one of its teams. */
export interface TeamMatchResult {
  readonly result: 'win' | 'loss' | 'draw';
  /** The team's own score, then the opponent's (0 when unset). */
  readonly score: number;
  readonly opponentScore: number;
  /** The opponent's record id (null: an empty slot). */
  readonly opponentId: string | null;
}

/**
 * A finished match from the side of `teamId` (public-site §4: a side wins on reaching first_to; a finished match
 * with no winner is a draw): its result, its scores in the team's order, its opponent. Null while the match is
 * not finished or when the team did not play it.
 */
export function getTeamMatchResult(match: TeamMatchInput, teamId: string): TeamMatchResult | null {
  const teams = match.teams ?? [];
  const side = teams[0] === teamId ? 0 : teams[1] === teamId ? 1 : null;
  if (side === null || !isMatchComplete(match)) return null;
  const scores = [match.score_1 ?? 0, match.score_2 ?? 0] as const;
  return {
    result: getTeamResult(match, [teamId]) ?? 'draw',
    score: scores[side],
    opponentScore: scores[side === 0 ? 1 : 0],
    opponentId: teams[side === 0 ? 1 : 0] ?? null,
  };
}
