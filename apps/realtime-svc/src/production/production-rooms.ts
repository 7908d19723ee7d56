/**
 * Production rooms (OVERLAYS.md §2 "Rooms"). Client keys are case-insensitive (lower-cased here); broadcast keys
 * are used as given, like the `broadcast-{key}` record. None of these starts with the record rooms' `rec:`.
 */
export const PROD_ROOM = {
  /** The overlays of one client (prod-join). */
  client: (key: string) => `prod:client-${key.toLowerCase()}`,
  /** The overlays of one broadcast (prod-broadcast-join). */
  broadcast: (key: string) => `prod:broadcast-${key}`,
  /** The client's admin page: every prod-update of the client's overlays is relayed here. */
  overview: (key: string) => `prod:overview-${key.toLowerCase()}`,
  /** Sockets that reported as a transmitter for the client (their entries make special:streams). */
  transmitters: (key: string) => `prod:transmitters-${key.toLowerCase()}`,
  /** Sockets whose tally state (a tally producer's scenes, pip announcements) counts for the client. */
  tally: (key: string) => `prod:tally-${key.toLowerCase()}`,
  /** Crew sockets (associated, with broadcast access) subscribed to the client's special:streams. */
  crew: (key: string) => `prod:crew-${key.toLowerCase()}`,
} as const;

const LISTENING_PREFIXES = [PROD_ROOM.client(''), PROD_ROOM.broadcast(''), PROD_ROOM.overview('')];

/** Whether a room is one a key opens (client, broadcast, overview), counted against the per-socket cap. */
export function isListeningRoom(room: string): boolean {
  return LISTENING_PREFIXES.some((prefix) => room.startsWith(prefix));
}
