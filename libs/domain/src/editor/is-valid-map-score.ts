/** Spec broadcast §5: a map score is an integer, minimum 0, step 1. */
export function isValidMapScore(score: number): boolean {
  return Number.isInteger(score) && score >= 0;
}
