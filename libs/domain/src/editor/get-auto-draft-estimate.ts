/** RULES.md (g): the auto draft estimate in seconds is the interval × the remaining pick/ban steps. */
export function getAutoDraftEstimate(intervalSeconds: number, remainingSteps: number): number {
  return intervalSeconds * Math.max(0, remainingSteps);
}
