/** User-facing texts of the standings overlay and panel (new copy where the spec is silent). */
export const STANDINGS_TEXT = {
  /** The line above the table's title. */
  kicker: 'Standings',
  columns: {
    rank: '#',
    team: 'Team',
    played: 'P',
    wins: 'W',
    losses: 'L',
    maps: 'Maps',
    mapDiff: '+/-',
  },
  /** A rank shared with another team. */
  tiedRank: (rank: number) => `=${rank}`,
  /** The explainer's heading (shown with `?explain`). */
  explainHeading: 'How ties were broken',
  /** The chain line under the explainer. */
  chain: (keys: string) => `Tie-breakers: ${keys}`,
} as const;
