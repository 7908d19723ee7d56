import { getTeamMapScore } from '../results/get-team-map-score.js';
import { sumTeamStats } from './sum-team-stats.js';
import type { TieBreakerKey } from './tie-breakers.js';
import type { CriterionValue, StandingsContext, TeamStats } from './standings-types.js';

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

function fromStats(
  key: TieBreakerKey,
  stats: TeamStats,
  context: StandingsContext,
): CriterionValue {
  switch (key) {
    case 'match-wins':
    case 'head-to-head':
      return stats.W;
    case 'match-losses':
      return stats.L;
    case 'match-diff':
      return stats.W - stats.L;
    case 'match-win-rate':
      return rate(stats.W, stats.P);
    case 'map-score':
      return getTeamMapScore(stats.MW, stats.ML);
    case 'map-diff':
    case 'head-to-head-map-diff':
      return stats.MW - stats.ML;
    case 'map-wins':
      return stats.MW;
    case 'map-win-rate':
      return rate(stats.MW, stats.MW + stats.ML + stats.MD);
    case 'map-points-diff':
      return stats.pointsFor - stats.pointsAgainst;
    case 'buchholz':
      return stats.opponents.reduce((sum, opponent) => {
        const other = context.stats.get(opponent);
        return sum + (other ? other.W - other.L : 0);
      }, 0);
    case 'forfeits':
      return stats.forfeitLosses;
    case 'seed':
      return context.seedPositions.get(stats.team) ?? null;
    case 'manual':
      return context.manualPositions.get(stats.team) ?? null;
  }
}

/**
 * RULES d.2: each team's value on one criterion. Head-to-head criteria use the mini-league of exactly the
 * `tied` teams (RULES d.4); every other criterion reads the whole scope. Rates are 0 with no matches/maps.
 */
export function getCriterionValues(
  key: TieBreakerKey,
  tied: readonly string[],
  context: StandingsContext,
): Map<string, CriterionValue> {
  const isHeadToHead = key === 'head-to-head' || key === 'head-to-head-map-diff';
  const stats = isHeadToHead ? sumTeamStats(tied, context.tallies, new Set(tied)) : context.stats;
  const values = new Map<string, CriterionValue>();
  for (const team of tied) {
    const teamStats = stats.get(team) ?? sumTeamStats([team], []).get(team);
    values.set(team, teamStats ? fromStats(key, teamStats, context) : null);
  }
  return values;
}
