import { getMatchWinner, type MatchResultInput } from '@castline/domain';

/**
 * Whether one of the given teams won or lost a finished match (public-site §4: a side wins on reaching
 * first_to); null while undecided or when none of the teams played it.
 */
export function getTeamResult(
  match: MatchResultInput & { readonly teams?: readonly string[] | null },
  teamIds: readonly string[],
): 'win' | 'loss' | null {
  const side = teamIds.includes(match.teams?.[0] ?? '')
    ? 1
    : teamIds.includes(match.teams?.[1] ?? '')
      ? 2
      : null;
  if (side === null) return null;
  const winner = getMatchWinner(match);
  if (winner === null) return null;
  return winner === side ? 'win' : 'loss';
}
