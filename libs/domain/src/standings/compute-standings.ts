import { getTeamMapScore } from '../results/get-team-map-score.js';
import { explainStandingsPairs } from './explain-standings-pairs.js';
import { listStandingsTeams } from './list-standings-teams.js';
import { orderStandings } from './order-standings.js';
import { resolveTieBreakerChain } from './resolve-tie-breaker-chain.js';
import { selectStandingsMatches } from './select-standings-matches.js';
import { sumTeamStats } from './sum-team-stats.js';
import { tallyMatch } from './tally-match.js';
import type {
  ComputeStandingsInput,
  MatchTally,
  StandingsContext,
  StandingsRow,
  StandingsTable,
} from './standings-types.js';

function positions(teams: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  teams.forEach((team, index) => {
    if (!result.has(team)) result.set(team, index + 1);
  });
  return result;
}

/**
 * RULES d.1–d.5: one standings table, the record standings-{eventId}-{entryKey}: rows in rank order
 * (shared ranks use standard competition ranking 1, 2, 2, 4), one explainer pair per adjacent pair, and
 * the tie-breaker chain used. Pure: reads its input only and never changes it.
 */
export function computeStandings(input: ComputeStandingsInput): StandingsTable {
  const { entry } = input;
  const chain = resolveTieBreakerChain(entry.tieBreakers);
  const scoped = selectStandingsMatches(entry, input.matches);
  const tableTeams = listStandingsTeams(input.teams, scoped);
  const forfeitMaps = entry.forfeitMaps ?? 'sweep';
  const tallies = scoped
    .map((match) => tallyMatch(match, forfeitMaps))
    .filter((tally): tally is MatchTally => tally !== null);
  const stats = sumTeamStats(tableTeams, tallies);
  const context: StandingsContext = {
    stats,
    tallies,
    seedPositions: positions(input.teams),
    manualPositions: positions(entry.manualOrder ?? []),
  };

  const { order, decisions } = orderStandings(tableTeams, chain, context);
  const pairs = explainStandingsPairs(decisions, tableTeams.length, input.teamNames);

  const rows: StandingsRow[] = [];
  order.forEach((team, index) => {
    const previous = rows[index - 1];
    const tiedAbove = pairs[index - 1]?.tied === true;
    const tiedBelow = pairs[index]?.tied === true;
    const teamStats = stats.get(team);
    const MW = teamStats?.MW ?? 0;
    const ML = teamStats?.ML ?? 0;
    rows.push({
      rank: tiedAbove && previous ? previous.rank : index + 1,
      team,
      P: teamStats?.P ?? 0,
      W: teamStats?.W ?? 0,
      L: teamStats?.L ?? 0,
      MW,
      ML,
      MD: teamStats?.MD ?? 0,
      map_score: getTeamMapScore(MW, ML),
      tied: tiedAbove || tiedBelow,
    });
  });
  return { rows, pairs, chain };
}
