import { SOCKET_EVENTS } from '../../lib/wire/wire-constants.js';
import type { ThingSocket } from '../../lib/things/thing-socket.js';
import { applyOverlayReport, readProdUpdateRelay, type OverlayRow } from './admin-reports.js';

export interface AdminSnapshot {
  readonly connected: boolean;
  /** The overlays of the client, from the prod-update reports relayed to its overview room. */
  readonly rows: readonly OverlayRow[];
  /** associate_token succeeded (token_associated): prod-send is allowed. */
  readonly associated: boolean;
  /** The last refusal the server sent (exception), for the notice under the header. */
  readonly refusal: string | null;
  /** Socket ids a reload was sent to. */
  readonly reloaded: readonly string[];
}

/**
 * The admin page's side of the production socket (OVERLAYS §2 "prod-update reporting", "Reload"): on every
 * (re)connect it associates the signed-in user's token, joins the client's room and its overview room, and
 * collects the relayed prod-update reports; `reload(socketId)` sends prod_button_reload to one overlay through
 * prod-send. The last reports stay listed while the socket is away.
 */
export class AdminConnection {
  private snapshot: AdminSnapshot;
  private token: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly socket: ThingSocket,
    private readonly clientKey: string,
    private readonly now: () => number = Date.now,
  ) {
    this.snapshot = {
      connected: socket.connected,
      rows: [],
      associated: false,
      refusal: null,
      reloaded: [],
    };
    socket.on('connect', () => this.onConnect());
    socket.on('disconnect', () => this.update({ connected: false, associated: false }));
    socket.on(SOCKET_EVENTS.prodUpdate, (payload: unknown) => {
      const relay = readProdUpdateRelay(payload);
      if (relay) this.update({ rows: applyOverlayReport(this.snapshot.rows, relay, this.now()) });
    });
    socket.on(SOCKET_EVENTS.tokenAssociated, () =>
      this.update({ associated: true, refusal: null }),
    );
    socket.on(SOCKET_EVENTS.exception, (payload: unknown) => {
      const detail =
        typeof payload === 'object' && payload !== null && 'message' in payload
          ? payload.message
          : payload;
      const message = typeof detail === 'string' ? detail : JSON.stringify(detail);
      this.update({ refusal: message });
    });
    if (socket.connected) this.onConnect();
  }

  readonly getSnapshot = (): AdminSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The signed-in user's token (from the site's auth storage); associated at once and on every reconnect. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    if (!token) this.update({ associated: false });
    else if (this.socket.connected) this.socket.emit(SOCKET_EVENTS.associateToken, token);
  }

  /** prod_button_reload to one overlay (by its socket id) through prod-send. */
  reload(socketId: string): void {
    this.socket.emit(SOCKET_EVENTS.prodSend, {
      client: this.clientKey,
      socketId,
      event: SOCKET_EVENTS.prodButtonReload,
    });
    this.update({ reloaded: [...new Set([...this.snapshot.reloaded, socketId])] });
  }

  private onConnect(): void {
    if (this.token) this.socket.emit(SOCKET_EVENTS.associateToken, this.token);
    this.socket.emit(SOCKET_EVENTS.prodJoin, this.clientKey);
    this.socket.emit(SOCKET_EVENTS.prodOverviewJoin, this.clientKey);
    this.update({ connected: true });
  }

  private update(change: Partial<AdminSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
