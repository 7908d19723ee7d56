/**
 * Whether score reporting shows for a match (RULES b.1): reporting.score.use is on, the match has two teams
 * and it is not complete.
 */
export function isScoreReportingShown(input: {
  use: boolean;
  teamCount: number;
  isComplete: boolean;
}): boolean {
  return input.use && input.teamCount === 2 && !input.isComplete;
}
