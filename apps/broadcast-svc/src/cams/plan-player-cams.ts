import { CodedError, type SetPlayerCamsBody } from '@castline/contracts';
import { getCamSlotCount } from '@castline/domain';
import type { BroadcastEntity } from '../broadcasts/broadcast.entity.js';
import type { BroadcastActionPlan } from '../broadcasts/broadcast-action-runner.js';

/** What the cam rules need to know beyond the body (read from match-svc before the transaction). */
export interface PlayerCamsFacts {
  /** Cam slots per team: the game profile's player count (RULES (e)), 5 without a game. */
  readonly slots: number;
  /** The record kind of each id of the body, as match-svc answered it (`match.qry.kinds`). */
  readonly kinds: Readonly<Record<string, string>>;
}

/** The answer of set-player-cams: the broadcast and its two cam lists after the call. */
export interface PlayerCamsResult {
  broadcast: string;
  team_1_player_cams: string[];
  team_2_player_cams: string[];
  changed: boolean;
}

/**
 * The game whose profile gives the broadcast's cam slots: the live match's game, else the broadcast event's game
 * (a record match-svc hides answers without fields, so it falls back like a missing one).
 */
export function pickCamGame(
  liveMatch: Readonly<Record<string, unknown>> | undefined,
  event: Readonly<Record<string, unknown>> | undefined,
): string | null {
  for (const game of [liveMatch?.['game'], event?.['game']])
    if (typeof game === 'string' && game !== '') return game;
  return null;
}

/** Cam slots per team for a game (RULES (e) "Player count = cam slots", default 5). */
export const camSlotsOf = (game: string | null): number => getCamSlotCount(game);

/**
 * RULES (a) set-player-cams body rules: each list no longer than the cam slots, no player twice (in one list or
 * across both), and every id a Player. Answers the first problem as a message naming the field, or null.
 */
export function checkPlayerCams(
  cams: readonly (readonly string[])[],
  facts: PlayerCamsFacts,
): string | null {
  for (const [i, list] of cams.entries())
    if (list.length > facts.slots)
      return `cams.${i}: Team ${i + 1} has ${list.length} cams but there are only ${facts.slots} cam slots`;
  const seen = new Set<string>();
  for (const [i, list] of cams.entries())
    for (const id of list) {
      if (seen.has(id)) return `cams.${i}: ${id} is listed twice`;
      seen.add(id);
    }
  for (const [i, list] of cams.entries())
    for (const id of list)
      if (facts.kinds[id] !== 'player') return `cams.${i}: ${id} is not a Player`;
  return null;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

/**
 * Plans actions/set-player-cams (RULES (a)): team_1_player_cams and team_2_player_cams ← the two ordered lists
 * (only the lists that differ are written). Refused (400) when a body rule fails (checkPlayerCams).
 */
export function planPlayerCams(
  current: Pick<BroadcastEntity, 'id' | 'team_1_player_cams' | 'team_2_player_cams'>,
  body: Pick<SetPlayerCamsBody, 'cams'>,
  facts: PlayerCamsFacts,
): BroadcastActionPlan<PlayerCamsResult> {
  const problem = checkPlayerCams(body.cams, facts);
  if (problem) throw new CodedError('BAD_REQUEST', problem);
  const team1 = [...(body.cams[0] ?? [])];
  const team2 = [...(body.cams[1] ?? [])];
  const changes: Partial<BroadcastEntity> = {};
  if (!sameList(current.team_1_player_cams, team1)) changes.team_1_player_cams = team1;
  if (!sameList(current.team_2_player_cams, team2)) changes.team_2_player_cams = team2;
  return {
    changes,
    result: {
      broadcast: current.id,
      team_1_player_cams: team1,
      team_2_player_cams: team2,
      changed: Object.keys(changes).length > 0,
    },
  };
}
