/** Spec public-site §4: team map score is map wins minus 0.25 times map losses. */
export function getTeamMapScore(mapWins: number, mapLosses: number): number {
  return mapWins - 0.25 * mapLosses;
}
