import { getMapOutcome } from '@castline/domain';

/** A match as the stats read it (public-site §3 Match: teams in stored order, maps as ids). */
export interface StatsMatchInput {
  readonly id: string;
  readonly game?: string | null;
  readonly teams: readonly string[];
  readonly maps: readonly string[];
}

/** A map entry of a match (broadcast §3 "Map record"): links are id lists. */
export interface StatsMapInput {
  readonly id: string;
  /** The Map data it was played on. */
  readonly map: readonly string[];
  readonly name?: string | null;
  readonly winner: readonly string[];
  readonly draw?: boolean | null;
  readonly banner: readonly string[];
  readonly public?: boolean | null;
  readonly team_1_picks: readonly string[];
  readonly team_2_picks: readonly string[];
  readonly team_1_bans: readonly string[];
  readonly team_2_bans: readonly string[];
}

export interface StatsMapDataInput {
  readonly id: string;
  readonly name?: string | null;
  readonly type?: string | null;
}

export interface StatsHeroInput {
  readonly id: string;
  readonly name?: string | null;
  readonly role?: string | null;
}

export interface ComputeEventStatsInput {
  readonly matches: readonly StatsMatchInput[];
  readonly maps: readonly StatsMapInput[];
  readonly mapData: readonly StatsMapDataInput[];
  readonly heroes: readonly StatsHeroInput[];
}

/** One team's results on one map. */
export interface TeamMapRecord {
  readonly teamId: string;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/** How often a map was played, and how each team did on it. */
export interface MapStats {
  readonly key: string;
  readonly name: string;
  readonly type: string | null;
  readonly played: number;
  readonly draws: number;
  /** Best record first: wins desc, losses asc, then team id. */
  readonly teams: readonly TeamMapRecord[];
}

export interface HeroStats {
  readonly heroId: string;
  readonly name: string;
  readonly role: string | null;
  readonly picks: number;
  readonly bans: number;
}

export interface EventStats {
  /** Matches with at least one played or drawn map. */
  readonly matchesWithMaps: number;
  /** Maps played or drawn (banned and unplayed maps do not count, public-site §4). */
  readonly mapsPlayed: number;
  /** Most played first, then by name. */
  readonly maps: readonly MapStats[];
  /** Most picked and banned first (picks + bans desc, then picks desc, then name). */
  readonly heroes: readonly HeroStats[];
}

/** Games whose hero bans stay out of public outputs unless the map is public (RULES (e)). */
const PRIVATE_BAN_GAMES = new Set(['Marvel Rivals', 'Deadlock']);

/**
 * An event's statistics: maps played (public-site §4: a map with a banner is banned and not played; played and
 * drawn maps count), results by map (each team's wins, losses and draws on it), and hero picks and bans over the
 * counted maps. For Marvel Rivals and Deadlock the bans of a map not marked public are left out (RULES (e)).
 */
export function computeEventStats(input: ComputeEventStatsInput): EventStats {
  const mapById = new Map(input.maps.map((map) => [map.id, map]));
  const dataById = new Map(input.mapData.map((data) => [data.id, data]));
  const heroById = new Map(input.heroes.map((hero) => [hero.id, hero]));
  const mapStats = new Map<
    string,
    {
      name: string;
      type: string | null;
      played: number;
      draws: number;
      teams: Map<string, TeamMapRecord>;
    }
  >();
  const heroStats = new Map<string, { picks: number; bans: number }>();
  const hero = (id: string) => {
    let entry = heroStats.get(id);
    if (!entry) {
      entry = { picks: 0, bans: 0 };
      heroStats.set(id, entry);
    }
    return entry;
  };
  let matchesWithMaps = 0;
  let mapsPlayed = 0;

  for (const match of input.matches) {
    const [team1, team2] = match.teams;
    let counted = false;
    for (const mapId of new Set(match.maps)) {
      const map = mapById.get(mapId);
      if (!map) continue;
      const outcome = getMapOutcome({
        winner: map.winner[0] ?? null,
        draw: map.draw ?? null,
        banner: map.banner[0] ?? null,
      });
      if (outcome !== 'played' && outcome !== 'drawn') continue;
      counted = true;
      mapsPlayed += 1;
      const dataId = map.map[0] ?? null;
      const data = dataId ? dataById.get(dataId) : undefined;
      const name = data?.name?.trim() || map.name?.trim() || '';
      const key = dataId ?? `name:${name}`;
      let stats = mapStats.get(key);
      if (!stats) {
        stats = { name, type: data?.type ?? null, played: 0, draws: 0, teams: new Map() };
        mapStats.set(key, stats);
      }
      stats.played += 1;
      if (outcome === 'drawn') stats.draws += 1;
      const winner = map.winner[0] ?? null;
      for (const teamId of [team1, team2]) {
        if (!teamId) continue;
        const previous = stats.teams.get(teamId) ?? { teamId, wins: 0, losses: 0, draws: 0 };
        stats.teams.set(teamId, {
          teamId,
          wins: previous.wins + (outcome === 'played' && winner === teamId ? 1 : 0),
          losses: previous.losses + (outcome === 'played' && winner !== teamId ? 1 : 0),
          draws: previous.draws + (outcome === 'drawn' ? 1 : 0),
        });
      }
      for (const id of [...map.team_1_picks, ...map.team_2_picks]) hero(id).picks += 1;
      const bansArePrivate = PRIVATE_BAN_GAMES.has(match.game ?? '') && map.public !== true;
      if (!bansArePrivate)
        for (const id of [...map.team_1_bans, ...map.team_2_bans]) hero(id).bans += 1;
    }
    if (counted) matchesWithMaps += 1;
  }

  const maps: MapStats[] = [...mapStats.entries()]
    .map(([key, stats]) => ({
      key,
      name: stats.name,
      type: stats.type,
      played: stats.played,
      draws: stats.draws,
      teams: [...stats.teams.values()].sort(
        (a, b) => b.wins - a.wins || a.losses - b.losses || (a.teamId < b.teamId ? -1 : 1),
      ),
    }))
    .sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
  const heroes: HeroStats[] = [...heroStats.entries()]
    .map(([heroId, stats]) => {
      const record = heroById.get(heroId);
      return {
        heroId,
        name: record?.name?.trim() || '',
        role: record?.role ?? null,
        picks: stats.picks,
        bans: stats.bans,
      };
    })
    .sort(
      (a, b) =>
        b.picks + b.bans - (a.picks + a.bans) || b.picks - a.picks || a.name.localeCompare(b.name),
    );
  return { matchesWithMaps, mapsPlayed, maps, heroes };
}
