import { SOCKET_EVENTS } from '../../../lib/wire/wire-constants.js';
import type { ThingSocket } from '../../../lib/things/thing-socket.js';

/** One prod_preview_program_change as the header reads it (broadcast §7; the tally is left to the tally tools). */
export interface SceneChange {
  /** The transmitter (clientName) whose change this is: emitSource. */
  readonly source: string;
  readonly broadcastKey: string | null;
  /** The client key of the room (clientSource), lower-cased. */
  readonly clientKey: string;
  readonly preview: string | null;
  readonly program: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * A prod_preview_program_change payload (emitSource, broadcastKey, clientSource, previewScene, programScene), read
 * field by field (no schema library in the bundle); null when it is not one.
 */
export function readSceneChange(payload: unknown): SceneChange | null {
  if (!isRecord(payload)) return null;
  const { emitSource, broadcastKey, clientSource, previewScene, programScene } = payload;
  if (typeof emitSource !== 'string' || typeof clientSource !== 'string') return null;
  return {
    source: emitSource,
    broadcastKey: textOrNull(broadcastKey),
    clientKey: clientSource.toLowerCase(),
    preview: textOrNull(previewScene),
    program: textOrNull(programScene),
  };
}

/** The latest scene change per broadcast key (a change without one is kept under its client). */
export type SceneChanges = ReadonlyMap<string, SceneChange>;

const changeKey = (change: Pick<SceneChange, 'broadcastKey' | 'clientKey'>) =>
  change.broadcastKey !== null ? `broadcast:${change.broadcastKey}` : `client:${change.clientKey}`;

/** The latest change for the active broadcast of a client: its own, else one the server sent without a key. */
export function pickSceneChange(
  changes: SceneChanges,
  clientKey: string | null,
  broadcastKey: string | null,
): SceneChange | null {
  const client = clientKey?.toLowerCase() ?? null;
  const own = broadcastKey !== null ? changes.get(`broadcast:${broadcastKey}`) : undefined;
  if (own && (client === null || own.clientKey === client)) return own;
  return client !== null ? (changes.get(`client:${client}`) ?? null) : null;
}

/**
 * The dashboard's side of the production socket (OVERLAYS §2 "Rooms"; broadcast §7 "Realtime socket"): on every
 * (re)connect it associates the signed-in user's token (associate_token: special:streams is crew-only and the
 * server checks the user's broadcast access) and joins the client room (prod-join with the client key), where the
 * server sends prod_preview_program_change. It keeps the latest scene change per broadcast. One per socket
 * (`getDashboardProduction`): the socket's listeners are registered once for the page's life, so leaving and
 * opening the dashboard again adds none.
 */
export class DashboardProduction {
  private clientKey: string | null = null;
  private token: string | null = null;
  private changes: SceneChanges = new Map();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly socket: ThingSocket) {
    socket.on('connect', () => this.join());
    socket.on(SOCKET_EVENTS.prodPreviewProgramChange, (payload: unknown) => {
      const change = readSceneChange(payload);
      if (!change) return;
      const next = new Map(this.changes);
      next.set(changeKey(change), change);
      this.changes = next;
      for (const listener of [...this.listeners]) listener();
    });
  }

  readonly getSnapshot = (): SceneChanges => this.changes;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The client whose room to join and the token to associate; joins at once when either changed. */
  setTarget(clientKey: string | null, token: string | null): void {
    const key = clientKey?.toLowerCase() ?? null;
    if (key === this.clientKey && token === this.token) return;
    this.clientKey = key;
    this.token = token;
    this.join();
  }

  private join(): void {
    if (!this.socket.connected) return;
    if (this.token) this.socket.emit(SOCKET_EVENTS.associateToken, this.token);
    if (this.clientKey) this.socket.emit(SOCKET_EVENTS.prodJoin, this.clientKey);
  }
}

const connections = new WeakMap<ThingSocket, DashboardProduction>();

/** The page's dashboard production connection on this socket (created on first use). */
export function getDashboardProduction(socket: ThingSocket): DashboardProduction {
  let connection = connections.get(socket);
  if (!connection) {
    connection = new DashboardProduction(socket);
    connections.set(socket, connection);
  }
  return connection;
}
