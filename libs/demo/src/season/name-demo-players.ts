import type { PlayerRecord, TeamRecord } from '@castline/contracts';
import type { SpringShowdown } from './add-spring-showdown.js';

/** The team players who get demo logins. */
export interface DemoTeamPlayers {
  /** Captains of the two teams of the upcoming captains' match, in slot order. */
  readonly captains: readonly [PlayerRecord, PlayerRecord];
  /** A member (not a captain) of a team outside that match. */
  readonly player: PlayerRecord;
}

/** Readable names of the team players with demo logins. */
export const DEMO_TEAM_PLAYER_NAMES = ['Carter Captain', 'Cleo Captain', 'Piper Player'] as const;

function rename(player: PlayerRecord, name: string): void {
  const tag = player.battletag?.split('#')[1] ?? '1234';
  player.name = name;
  player.battletag = `${name.replace(/[^A-Za-z0-9]/g, '')}#${tag}`;
  player.pronunciation = null;
}

/**
 * Picks and renames the demo's team players: the captains of the two teams that meet in the in-progress event's
 * upcoming match (so each is the other's opponent in reports and reschedules, RULES (b)) and a plain player.
 */
export function nameDemoPlayers(
  spring: SpringShowdown,
  players: ReadonlyMap<string, PlayerRecord>,
): DemoTeamPlayers {
  const teamOf = (id: string | undefined): TeamRecord => {
    const team = spring.teams.find((t) => t.id === id);
    if (!team) throw new Error('Demo season: the captains match needs two teams');
    return team;
  };
  const player = (id: string | undefined): PlayerRecord => {
    const record = id === undefined ? undefined : players.get(id);
    if (!record) throw new Error('Demo season: unknown player');
    return record;
  };
  const [first, second] = spring.captainsMatch.teams.map(teamOf);
  const captain1 = player(first?.captains[0]);
  const captain2 = player(second?.captains[0]);
  const other = spring.teams.find((team) => team.id !== first?.id && team.id !== second?.id);
  const plain = player(other?.players.find((id) => !other.captains.includes(id)));
  rename(captain1, DEMO_TEAM_PLAYER_NAMES[0]);
  rename(captain2, DEMO_TEAM_PLAYER_NAMES[1]);
  rename(plain, DEMO_TEAM_PLAYER_NAMES[2]);
  return { captains: [captain1, captain2], player: plain };
}
