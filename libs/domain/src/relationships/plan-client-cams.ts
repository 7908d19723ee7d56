/** Refusals of the clientCams rule (RULES (a) set-player-relationships; new copy). */
export const CLIENT_CAMS_TEXT = {
  notObserverClient: 'Camera buttons can only be given to clients of players assigned as Observer',
  oneClientPerObserver: 'An observer can have camera buttons for one client only',
} as const;

/** An Observer relationship linked to the match after the change, with the clients its player owns. */
export interface ObserverClients {
  readonly relationship: string;
  readonly player: string;
  readonly clients: readonly string[];
}

export interface PlanClientCamsInput {
  /** Client id → the teams (1 and/or 2) whose camera buttons it gets. */
  readonly clientCams: Readonly<Record<string, readonly number[]>>;
  readonly observers: readonly ObserverClients[];
}

/** New clients and client_cams of one Observer relationship. */
export interface ClientCamsUpdate {
  readonly relationship: string;
  readonly clients: string[];
  /** 'Team 1' and/or 'Team 2', in team order. */
  readonly client_cams: string[];
}

export type ClientCamsPlan =
  | { readonly ok: true; readonly updates: ClientCamsUpdate[] }
  | { readonly ok: false; readonly message: string };

/**
 * The clientCams rule of RULES (a) set-player-relationships (broadcast §6: observers can get team 1 and/or team 2
 * camera buttons): every named client must belong to a player assigned as Observer on the match; the client and
 * its teams are stored on that player's Observer relationship (one client per observer; an empty team list clears
 * it). Observers whose clients are not named stay as they are. Never mutates its input.
 */
export function planClientCams(input: PlanClientCamsInput): ClientCamsPlan {
  const updates = new Map<string, ClientCamsUpdate>();
  for (const [client, teams] of Object.entries(input.clientCams)) {
    const owners = input.observers.filter((o) => o.clients.includes(client));
    if (owners.length === 0) return { ok: false, message: CLIENT_CAMS_TEXT.notObserverClient };
    const cams = [1, 2].filter((n) => teams.includes(n)).map((n) => `Team ${n}`);
    for (const owner of owners) {
      if (updates.has(owner.relationship))
        return { ok: false, message: CLIENT_CAMS_TEXT.oneClientPerObserver };
      updates.set(owner.relationship, {
        relationship: owner.relationship,
        clients: cams.length > 0 ? [client] : [],
        client_cams: cams,
      });
    }
  }
  return { ok: true, updates: [...updates.values()] };
}
