import { getMatchName } from '@castline/domain';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
} from '../../lib/things/thing-types.js';
import { getCamLink } from './get-cam-link.js';
import {
  getPovOverlayPath,
  listBroadcastCamOverlays,
  type CamOverlayPath,
} from './get-cam-overlay-paths.js';

/** A player as /cams reads it: public fields plus the crew-only cam fields (present for production users). */
export interface CamsPlayerInput {
  readonly id: string;
  readonly name?: string | null;
  readonly cam_code?: string | null;
  readonly remote_feed?: string | null;
  readonly use_cam?: boolean | null;
}

export interface CamsTeamInput {
  readonly id: string;
  readonly name?: string | null;
  readonly code?: string | null;
  readonly players: readonly Loadable<CamsPlayerInput>[];
}

export interface CamsEventInput {
  readonly id: string;
  readonly name?: string | null;
  readonly short?: string | null;
}

export interface CamsMatchInput {
  readonly id: string;
  readonly custom_name?: string | null;
  readonly special_event?: boolean | null;
  readonly teams: readonly Loadable<CamsTeamInput>[];
  readonly event: readonly Loadable<CamsEventInput>[];
}

export interface CamsBroadcastInput {
  readonly id: string;
  readonly key?: string | null;
  readonly name?: string | null;
  readonly cams_default_params?: string | null;
  readonly team_1_player_cams?: readonly string[] | null;
  readonly team_2_player_cams?: readonly string[] | null;
  readonly live_match: readonly Loadable<CamsMatchInput>[];
}

export interface CamsClientInput {
  readonly id: string;
  readonly key?: string | null;
  readonly name?: string | null;
  readonly broadcast: readonly Loadable<CamsBroadcastInput>[];
}

/** The hydration tree of the user's clients for /cams (their broadcasts, live matches, teams and players). */
export const CAMS_CLIENT_TREE = {
  broadcast: { live_match: { teams: { players: true }, event: true } },
} as const;

export interface CamsPlayerView {
  readonly id: string;
  readonly name: string;
  /** The camera link (getCamLink), or null when the player has no cam code. */
  readonly camLink: string | null;
  readonly remoteFeed: string | null;
  /** use_cam as stored; false marks a player whose cam is off. */
  readonly useCam: boolean;
  /** 1-based position in the broadcast's cam slots of this team (set-player-cams), or null. */
  readonly camSlot: number | null;
  /** The cams/pov overlay of this player on this broadcast. */
  readonly povPath: string;
}

export interface CamsTeamView {
  readonly id: string;
  readonly number: 1 | 2;
  readonly name: string;
  readonly players: readonly CamsPlayerView[];
}

export interface CamsMatchView {
  readonly id: string;
  readonly name: string;
  readonly eventName: string | null;
  readonly teams: readonly CamsTeamView[];
}

export interface CamsBroadcastView {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  /** The user's clients that follow this broadcast, by name (else key). */
  readonly clientNames: readonly string[];
  readonly matches: readonly CamsMatchView[];
  readonly overlays: readonly CamOverlayPath[];
}

export interface CamsPageData {
  /** Some record of the tree is still on its way. */
  readonly loading: boolean;
  /** Broadcasts with at least one live match, in the order the clients list them. */
  readonly live: readonly CamsBroadcastView[];
  /** The clients' other broadcasts (no live match now), for their overlay addresses. */
  readonly idle: readonly CamsBroadcastView[];
}

const TBD = 'TBD';

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function isTreeLoading(clients: readonly Loadable<CamsClientInput>[]): boolean {
  return clients.some(
    (client) =>
      isThingLoading(client) ||
      (isThingReady(client) &&
        client.broadcast.some(
          (broadcast) =>
            isThingLoading(broadcast) ||
            (isThingReady(broadcast) &&
              broadcast.live_match.some(
                (match) =>
                  isThingLoading(match) ||
                  (isThingReady(match) &&
                    (match.event.some(isThingLoading) ||
                      match.teams.some(
                        (team) =>
                          isThingLoading(team) ||
                          (isThingReady(team) && team.players.some(isThingLoading)),
                      ))),
              )),
        )),
  );
}

function toTeamView(
  team: CamsTeamInput,
  number: 1 | 2,
  broadcast: CamsBroadcastInput,
  key: string,
): CamsTeamView {
  const slots = (number === 1 ? broadcast.team_1_player_cams : broadcast.team_2_player_cams) ?? [];
  return {
    id: team.id,
    number,
    name: text(team.name) ?? text(team.code) ?? TBD,
    players: readyThings(team.players).map((player) => {
      const slot = slots.indexOf(player.id);
      return {
        id: player.id,
        name: text(player.name) ?? player.id,
        camLink: getCamLink(player, broadcast),
        remoteFeed: text(player.remote_feed),
        useCam: player.use_cam !== false,
        camSlot: slot < 0 ? null : slot + 1,
        povPath: getPovOverlayPath(key, player.id),
      };
    }),
  };
}

function toMatchView(
  match: CamsMatchInput,
  broadcast: CamsBroadcastInput,
  key: string,
): CamsMatchView {
  const teams = readyThings(match.teams);
  const event = readyThings(match.event)[0] ?? null;
  return {
    id: match.id,
    name: getMatchName({
      custom_name: match.custom_name,
      special_event: match.special_event,
      teams,
      event,
    }),
    eventName: event ? (text(event.name) ?? text(event.short)) : null,
    // Stored order: team 1 and team 2 as set-player-cams names them (flip_teams is display-only on overlays).
    teams: teams
      .slice(0, 2)
      .map((team, index) => toTeamView(team, index === 0 ? 1 : 2, broadcast, key)),
  };
}

/**
 * What /cams shows (issue 12 item 5): the broadcasts the user's clients follow, each once (a broadcast followed
 * by two of the user's clients names both), split into those with a live match (broadcast live_match, with
 * each team's players and their camera links) and the others; every broadcast with its cam overlay addresses.
 * Records that are missing (or a broadcast without a key) are left out.
 */
export function listCamBroadcasts(clients: readonly Loadable<CamsClientInput>[]): CamsPageData {
  const order: string[] = [];
  const byId = new Map<string, { broadcast: CamsBroadcastInput; clientNames: string[] }>();
  for (const client of readyThings(clients)) {
    const clientName = text(client.name) ?? text(client.key) ?? client.id;
    for (const broadcast of readyThings(client.broadcast)) {
      const entry = byId.get(broadcast.id);
      if (entry) {
        if (!entry.clientNames.includes(clientName)) entry.clientNames.push(clientName);
        continue;
      }
      order.push(broadcast.id);
      byId.set(broadcast.id, { broadcast, clientNames: [clientName] });
    }
  }
  const views: CamsBroadcastView[] = [];
  for (const id of order) {
    const entry = byId.get(id);
    const key = text(entry?.broadcast.key);
    if (!entry || key === null) continue;
    const { broadcast, clientNames } = entry;
    views.push({
      id,
      key,
      name: text(broadcast.name) ?? key,
      clientNames,
      matches: readyThings(broadcast.live_match).map((match) => toMatchView(match, broadcast, key)),
      overlays: listBroadcastCamOverlays(key),
    });
  }
  return {
    loading: isTreeLoading(clients),
    live: views.filter((view) => view.matches.length > 0),
    idle: views.filter((view) => view.matches.length === 0),
  };
}
