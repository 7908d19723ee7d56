import type { MatchResultInput } from '../results/match-result-input.js';

/** Why a match score update is refused. */
export type MatchScoreProblem =
  'score-not-integer' | 'score-out-of-range' | 'both-at-first-to' | 'forfeit-needs-sweep';

/**
 * RULES.md (a) update-match-data: scores are integers from 0 to first_to and cannot both equal first_to;
 * forfeit = true needs one score at first_to and the other at 0. Returns the first problem, or null.
 */
export function checkMatchScores(match: MatchResultInput): MatchScoreProblem | null {
  const firstTo = match.first_to ?? 0;
  const score1 = match.score_1 ?? 0;
  const score2 = match.score_2 ?? 0;
  if (!Number.isInteger(score1) || !Number.isInteger(score2)) return 'score-not-integer';
  if (score1 < 0 || score2 < 0 || score1 > firstTo || score2 > firstTo) return 'score-out-of-range';
  if (firstTo > 0 && score1 === firstTo && score2 === firstTo) return 'both-at-first-to';
  if (match.forfeit === true) {
    const sweep =
      firstTo > 0 && ((score1 === firstTo && score2 === 0) || (score2 === firstTo && score1 === 0));
    if (!sweep) return 'forfeit-needs-sweep';
  }
  return null;
}
