import { isMatchComplete } from './is-match-complete.js';
import type { MatchResultInput } from './match-result-input.js';

/** The winning side (1 or 2, in stored team order) of a finished match, else null. */
export function getMatchWinner(match: MatchResultInput): 1 | 2 | null {
  if (!isMatchComplete(match)) return null;
  const firstTo = match.first_to ?? 0;
  if ((match.score_1 ?? 0) === firstTo && (match.score_2 ?? 0) !== firstTo) return 1;
  if ((match.score_2 ?? 0) === firstTo && (match.score_1 ?? 0) !== firstTo) return 2;
  return null;
}
