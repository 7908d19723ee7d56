import type { MatchResultInput } from './match-result-input.js';

/** A match is finished when either score equals first_to (spec public-site §4, broadcast §4). */
export function isMatchComplete(match: MatchResultInput): boolean {
  const firstTo = match.first_to ?? 0;
  if (firstTo <= 0) return false;
  return (match.score_1 ?? 0) === firstTo || (match.score_2 ?? 0) === firstTo;
}
