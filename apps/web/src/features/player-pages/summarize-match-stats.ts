import { getMapOutcome, getMatchWinner, isMatchComplete } from '@castline/domain';

/** A map entry as the stats read it. */
export interface StatsMap {
  readonly name?: string | null;
  readonly winner?: readonly string[] | null;
  readonly draw?: boolean | null;
  readonly banner?: readonly string[] | null;
}

/** A match as the stats read it (maps hydrated or left as ids). */
export interface StatsMatch {
  readonly id: string;
  readonly teams?: readonly string[] | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly forfeit?: boolean | null;
  readonly maps?: readonly (StatsMap | string)[] | null;
}

/** Wins, losses and map results. */
export interface StatLine {
  readonly played: number;
  readonly wins: number;
  readonly losses: number;
  readonly mapWins: number;
  readonly mapLosses: number;
  readonly mapDraws: number;
}

/** A player's match statistics. */
export interface MatchStats {
  readonly overall: StatLine;
  readonly byTeam: readonly ({ readonly teamId: string } & StatLine)[];
  /** Per map name, most played first. */
  readonly byMap: readonly ({ readonly name: string } & StatLine)[];
}

const EMPTY: StatLine = { played: 0, wins: 0, losses: 0, mapWins: 0, mapLosses: 0, mapDraws: 0 };

function add(line: StatLine, delta: Partial<StatLine>): StatLine {
  return {
    played: line.played + (delta.played ?? 0),
    wins: line.wins + (delta.wins ?? 0),
    losses: line.losses + (delta.losses ?? 0),
    mapWins: line.mapWins + (delta.mapWins ?? 0),
    mapLosses: line.mapLosses + (delta.mapLosses ?? 0),
    mapDraws: line.mapDraws + (delta.mapDraws ?? 0),
  };
}

/**
 * A player's match stats (public-site §2 player 'match-stats'; §4 "Match results"): over the finished matches
 * of the player's teams, match wins and losses (forfeits count) and map wins, losses and draws over played maps
 * (banned and unplayed maps excluded, getMapOutcome), overall, per team and per map name. A match is counted
 * once even when listed twice. Never mutates.
 */
export function summarizeMatchStats(
  teamIds: readonly string[],
  matches: readonly StatsMatch[],
): MatchStats {
  let overall = EMPTY;
  const byTeam = new Map<string, StatLine>();
  const byMap = new Map<string, StatLine>();
  const seen = new Set<string>();
  for (const match of matches) {
    if (seen.has(match.id) || !isMatchComplete(match)) continue;
    const side = teamIds.includes(match.teams?.[0] ?? '')
      ? 0
      : teamIds.includes(match.teams?.[1] ?? '')
        ? 1
        : -1;
    if (side < 0) continue;
    seen.add(match.id);
    const teamId = match.teams?.[side] ?? '';
    const winner = getMatchWinner(match);
    const won = winner === side + 1;
    const delta = {
      played: 1,
      wins: won ? 1 : 0,
      losses: winner !== null && !won ? 1 : 0,
      mapWins: 0,
      mapLosses: 0,
      mapDraws: 0,
    };
    for (const map of match.maps ?? []) {
      if (typeof map === 'string') continue;
      const outcome = getMapOutcome({
        winner: map.winner?.[0] ?? null,
        draw: map.draw ?? null,
        banner: map.banner?.[0] ?? null,
      });
      if (outcome !== 'played' && outcome !== 'drawn') continue;
      const mapDelta: Partial<StatLine> =
        outcome === 'drawn'
          ? { played: 1, mapDraws: 1 }
          : map.winner?.[0] === teamId
            ? { played: 1, wins: 1, mapWins: 1 }
            : { played: 1, losses: 1, mapLosses: 1 };
      delta.mapWins += mapDelta.mapWins ?? 0;
      delta.mapLosses += mapDelta.mapLosses ?? 0;
      delta.mapDraws += mapDelta.mapDraws ?? 0;
      const name = map.name?.trim() || '?';
      byMap.set(name, add(byMap.get(name) ?? EMPTY, mapDelta));
    }
    overall = add(overall, delta);
    byTeam.set(teamId, add(byTeam.get(teamId) ?? EMPTY, delta));
  }
  return {
    overall,
    byTeam: [...byTeam.entries()].map(([teamId, line]) => ({ teamId, ...line })),
    byMap: [...byMap.entries()]
      .map(([name, line]) => ({ name, ...line }))
      .sort((a, b) => b.played - a.played || a.name.localeCompare(b.name)),
  };
}
