import { getMapOutcome } from '../results/get-map-outcome.js';
import { getMatchWinner } from '../results/get-match-winner.js';
import type { ForfeitMaps } from './tie-breakers.js';
import type { MapTally, MatchTally, StandingsMatchInput } from './standings-types.js';

interface MutableMapTally {
  wins: number;
  losses: number;
  draws: number;
  pointsFor: number;
  pointsAgainst: number;
}

function emptyTally(): MutableMapTally {
  return { wins: 0, losses: 0, draws: 0, pointsFor: 0, pointsAgainst: 0 };
}

function points(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * RULES d.1 for one match: null unless it is complete with a winner and two distinct teams. Banned and
 * unplayed maps are skipped, as are maps whose winner is not one of the two teams; map points are summed
 * over won and drawn maps. A forfeit replaces the maps with a first_to–0 sweep, or with nothing when
 * forfeitMaps is 'none'.
 */
export function tallyMatch(
  match: StandingsMatchInput,
  forfeitMaps: ForfeitMaps = 'sweep',
): MatchTally | null {
  const team1 = match.teams[0];
  const team2 = match.teams[1];
  if (!team1 || !team2 || team1 === team2) return null;
  const side = getMatchWinner(match);
  if (side === null) return null;
  const winner = side === 1 ? team1 : team2;
  const loser = side === 1 ? team2 : team1;
  const forfeit = match.forfeit === true;
  const first = emptyTally();
  const second = emptyTally();

  if (forfeit) {
    if (forfeitMaps === 'sweep') {
      const sweep = match.first_to ?? 0;
      const [winnerTally, loserTally] = side === 1 ? [first, second] : [second, first];
      winnerTally.wins = sweep;
      loserTally.losses = sweep;
    }
  } else {
    for (const map of match.maps ?? []) {
      const outcome = getMapOutcome(map);
      if (outcome === 'played') {
        if (map.winner === team1) {
          first.wins += 1;
          second.losses += 1;
        } else if (map.winner === team2) {
          second.wins += 1;
          first.losses += 1;
        } else {
          continue;
        }
      } else if (outcome === 'drawn') {
        first.draws += 1;
        second.draws += 1;
      } else {
        continue;
      }
      const points1 = points(map.score_1);
      const points2 = points(map.score_2);
      first.pointsFor += points1;
      first.pointsAgainst += points2;
      second.pointsFor += points2;
      second.pointsAgainst += points1;
    }
  }

  const maps: readonly [MapTally, MapTally] = [first, second];
  return { id: match.id, teams: [team1, team2], winner, loser, forfeit, maps };
}
