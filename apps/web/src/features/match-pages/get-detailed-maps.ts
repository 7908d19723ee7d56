import { applyWording, getMapOutcome, type GameProfile, type MapOutcome } from '@castline/domain';

/** A map entry as the detailed page reads it (broadcast §3 "Map record"). */
export interface DetailedMapInput {
  readonly id: string;
  readonly name?: string | null;
  /** The map's name from its map data, when loaded. */
  readonly mapName?: string | null;
  readonly winner?: readonly string[] | null;
  readonly draw?: boolean | null;
  readonly banner?: readonly string[] | null;
  readonly picker?: readonly string[] | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly public?: boolean | null;
  readonly replay_code?: string | null;
  readonly team_1_picks?: readonly string[] | null;
  readonly team_2_picks?: readonly string[] | null;
  readonly team_1_bans?: readonly string[] | null;
  readonly team_2_bans?: readonly string[] | null;
}

/** One map row of /detailed/:id. */
export interface DetailedMapRow {
  readonly id: string;
  /** 1-based among the maps that were not banned; null for a banned map. */
  readonly number: number | null;
  readonly name: string;
  readonly outcome: MapOutcome;
  readonly winnerSide: 1 | 2 | null;
  /** Who picked the map (null when unknown or when the game has no map picks). */
  readonly pickerSide: 1 | 2 | null;
  readonly bannerSide: 1 | 2 | null;
  /** Map scores, when the game keeps them and the map was played or drawn. */
  readonly scores: readonly [number, number] | null;
  readonly replayCode: string | null;
  /** Hero picks per side (hero ids), or null when hidden. */
  readonly picks: readonly [readonly string[], readonly string[]] | null;
  /** Hero bans per side (hero ids), or null when hidden. */
  readonly bans: readonly [readonly string[], readonly string[]] | null;
}

/** The rows and the game's words for them. */
export interface DetailedMaps {
  readonly rows: readonly DetailedMapRow[];
  readonly mapWord: string;
  readonly mapsWord: string;
  readonly heroesWord: string;
  readonly replayCodeWord: string;
  readonly showsPicks: boolean;
  readonly showsScores: boolean;
}

/** Games whose hero bans stay private on maps not marked public (RULES (e), last paragraph). */
const PRIVATE_BAN_GAMES: ReadonlySet<string> = new Set(['Marvel Rivals', 'Deadlock']);

/**
 * The map rows of /detailed/:id (public-site §2; RULES (e) game profiles): maps in order with picks, bans,
 * winners, scores and replay codes, hidden per the game profile — banned maps only where the game has map bans,
 * pickers only with map picks, scores only with map score — and hero picks and bans only with the user's
 * showHeroPickBans setting; for Marvel Rivals and Deadlock a map's hero bans only when the map is public.
 * Words (map, heroes, replay code) come from the profile's wording.
 */
export function getDetailedMaps(
  teams: readonly string[],
  maps: readonly DetailedMapInput[],
  profile: GameProfile,
  options: { readonly showHeroPickBans: boolean },
): DetailedMaps {
  const side = (ids: readonly string[] | null | undefined): 1 | 2 | null => {
    const id = ids?.[0];
    if (!id) return null;
    return id === teams[0] ? 1 : id === teams[1] ? 2 : null;
  };
  let counter = 0;
  const rows: DetailedMapRow[] = [];
  for (const map of maps) {
    const outcome = getMapOutcome({
      winner: map.winner?.[0] ?? null,
      draw: map.draw ?? null,
      banner: map.banner?.[0] ?? null,
    });
    if (outcome === 'banned' && !profile.mapBans) continue;
    const number = outcome === 'banned' ? null : (counter += 1);
    const heroes = options.showHeroPickBans;
    const bansAllowed =
      heroes && (!PRIVATE_BAN_GAMES.has(profile.game ?? '') || map.public === true);
    const hasScores =
      profile.mapScore &&
      (outcome === 'played' || outcome === 'drawn') &&
      (typeof map.score_1 === 'number' || typeof map.score_2 === 'number');
    rows.push({
      id: map.id,
      number,
      name:
        map.mapName?.trim() ||
        map.name?.trim() ||
        `${applyWording(profile, 'map')} ${number ?? ''}`.trim(),
      outcome,
      winnerSide: side(map.winner),
      pickerSide: profile.mapPicks ? side(map.picker) : null,
      bannerSide: side(map.banner),
      scores: hasScores ? [map.score_1 ?? 0, map.score_2 ?? 0] : null,
      replayCode: map.replay_code?.trim() || null,
      picks: heroes ? [map.team_1_picks ?? [], map.team_2_picks ?? []] : null,
      bans: bansAllowed ? [map.team_1_bans ?? [], map.team_2_bans ?? []] : null,
    });
  }
  return {
    rows,
    mapWord: applyWording(profile, 'map'),
    mapsWord: applyWording(profile, 'maps'),
    heroesWord: applyWording(profile, 'heroes'),
    replayCodeWord: applyWording(profile, 'replay_code'),
    showsPicks: profile.mapPicks,
    showsScores: profile.mapScore,
  };
}
