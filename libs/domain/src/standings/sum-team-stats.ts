import type { MatchTally, TeamStats } from './standings-types.js';

interface MutableStats {
  team: string;
  P: number;
  W: number;
  L: number;
  MW: number;
  ML: number;
  MD: number;
  pointsFor: number;
  pointsAgainst: number;
  forfeitLosses: number;
  opponents: string[];
}

/**
 * RULES d.1 per-team statistics over tallied matches. With `among`, only matches between two teams of that
 * set count: the head-to-head mini-league of RULES d.2 / d.4. Every team listed gets a row, even with P = 0.
 */
export function sumTeamStats(
  teams: readonly string[],
  tallies: readonly MatchTally[],
  among?: ReadonlySet<string>,
): Map<string, TeamStats> {
  const stats = new Map<string, MutableStats>();
  for (const team of teams) {
    stats.set(team, {
      team,
      P: 0,
      W: 0,
      L: 0,
      MW: 0,
      ML: 0,
      MD: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      forfeitLosses: 0,
      opponents: [],
    });
  }
  for (const tally of tallies) {
    const [team1, team2] = tally.teams;
    if (among && !(among.has(team1) && among.has(team2))) continue;
    for (const side of [0, 1] as const) {
      const row = stats.get(tally.teams[side]);
      if (!row) continue;
      const maps = tally.maps[side];
      const won = tally.winner === row.team;
      row.P += 1;
      row.W += won ? 1 : 0;
      row.L += won ? 0 : 1;
      row.MW += maps.wins;
      row.ML += maps.losses;
      row.MD += maps.draws;
      row.pointsFor += maps.pointsFor;
      row.pointsAgainst += maps.pointsAgainst;
      row.forfeitLosses += tally.forfeit && !won ? 1 : 0;
      row.opponents.push(side === 0 ? team2 : team1);
    }
  }
  return stats;
}
