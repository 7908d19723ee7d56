/** Spec broadcast §5 / RULES.md (a) update-match-data: a match score is an integer from 0 to first_to. */
export function isValidMatchScore(score: number, firstTo: number): boolean {
  return Number.isInteger(score) && score >= 0 && score <= firstTo;
}
