/** What the MVP item chooses from (record ids, first link of each field). */
export interface MvpSources {
  /** The live match's mvp. */
  readonly liveMatchMvp: readonly string[];
  /** The broadcast's highlight_player. */
  readonly highlightPlayer: readonly string[];
}

/**
 * The player an MVP GFX item shows (OVERLAYS §1 gfx/:index MVP): the live match's mvp, else the broadcast's
 * highlight player (so a crew can name a player of the match before the match records one); null: neither.
 */
export function pickMvpPlayer(sources: MvpSources): string | null {
  return sources.liveMatchMvp[0] ?? sources.highlightPlayer[0] ?? null;
}

/**
 * The hero art beside the MVP: the broadcast's highlight_hero, else the player's first favourite_hero; null: none.
 */
export function pickMvpHero(
  highlightHero: readonly string[],
  favouriteHero: readonly string[],
): string | null {
  return highlightHero[0] ?? favouriteHero[0] ?? null;
}

/** A team that might be the MVP's: its id and players. */
export interface MvpTeamCandidate {
  readonly id: string;
  readonly players: readonly string[];
}

/**
 * The team whose theme the MVP card wears: the live match team with the player on its roster, else the player's
 * first team (member_of); null: none.
 */
export function pickMvpTeam(
  playerId: string,
  matchTeams: readonly (MvpTeamCandidate | null)[],
  memberOf: readonly string[],
): string | null {
  const inMatch = matchTeams.find((team) => team?.players.includes(playerId));
  return inMatch?.id ?? memberOf[0] ?? null;
}
