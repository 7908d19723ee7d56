import type { ProdUpdatePayload } from '@castline/contracts';
import { SOCKET_EVENTS } from '../../lib/wire/wire-constants.js';
import type { ThingSocket } from '../../lib/things/thing-socket.js';

/** What an overlay reports about itself (OVERLAYS §2 "prod-update reporting"; broadcast §3 "Overlay production data"). */
export type OverlayReport = Omit<ProdUpdatePayload, 'client'>;

export interface OverlayProductionOptions {
  /** The client key (client shell): joins prod:client-{key} with prod-join. */
  readonly clientKey: string | null;
  /** The broadcast key (broadcast shell, or the client's active broadcast): joins with prod-broadcast-join. */
  readonly broadcastKey: string | null;
  /** The `token` option: sent with associate_token before anything else. */
  readonly token: string | null;
  /** prod_button_reload: reloads the page. */
  readonly reload: () => void;
}

/**
 * An overlay's production socket (OVERLAYS §2 "Rooms", "prod-update reporting", "Reload"): on every (re)connect
 * it associates its token (if it has one), joins its rooms and reports itself with prod-update; it reports again
 * on every change of active or visible and when the server asks (send_prod_update), and reloads the page on
 * prod_button_reload. Listening needs only the keys: an overlay in OBS works with no login. Reports go to a
 * client's overview room, so a broadcast-shell overlay reports only with a token (its user's active client).
 */
export class OverlayProduction {
  private clientKey: string | null;
  private broadcastKey: string | null;
  private report: OverlayReport | null = null;
  private sent: { active: boolean; visible: boolean; target: string } | null = null;
  private target = '';

  constructor(
    private readonly socket: ThingSocket,
    private readonly options: OverlayProductionOptions,
  ) {
    this.clientKey = options.clientKey;
    this.broadcastKey = options.broadcastKey;
    socket.on('connect', () => this.onConnect());
    socket.on(SOCKET_EVENTS.sendProdUpdate, () => this.sendReport());
    socket.on(SOCKET_EVENTS.prodButtonReload, () => options.reload());
    if (socket.connected) this.onConnect();
  }

  /** The client's active broadcast changed (set-active-broadcast): joins the new broadcast's room. */
  setBroadcastKey(key: string | null): void {
    if (key === this.broadcastKey) return;
    this.broadcastKey = key;
    if (key && this.socket.connected) this.socket.emit(SOCKET_EVENTS.prodBroadcastJoin, key);
  }

  /**
   * The overlay's current state. The first report is sent at once (on load), later ones when active or visible
   * changed, or when the overlay re-pointed (`target`: the broadcast it shows, so the admin page sees the new
   * one); the data of the last report goes with every report.
   */
  setReport(report: OverlayReport, target = ''): void {
    this.report = report;
    this.target = target;
    if (
      this.sent === null ||
      this.sent.active !== report.active ||
      this.sent.visible !== report.visible ||
      this.sent.target !== target
    ) {
      this.sendReport();
    }
  }

  private onConnect(): void {
    if (this.options.token) this.socket.emit(SOCKET_EVENTS.associateToken, this.options.token);
    if (this.clientKey) this.socket.emit(SOCKET_EVENTS.prodJoin, this.clientKey);
    if (this.broadcastKey) this.socket.emit(SOCKET_EVENTS.prodBroadcastJoin, this.broadcastKey);
    // A reconnect re-syncs: the rooms are joined again and the overlay reports itself again.
    this.sendReport();
  }

  private sendReport(): void {
    const report = this.report;
    if (!report || !this.socket.connected) return;
    // A report goes to a client's overview room: the client shell's, or (with a token) the user's active client.
    // A broadcast overlay without a token has no overview to report to, so it sends nothing to be refused.
    if (!this.clientKey && !this.options.token) return;
    this.sent = { active: report.active, visible: report.visible, target: this.target };
    // The client key goes with the report: the server handles messages concurrently, so a report sent right
    // after prod-join must not depend on the join having been processed first.
    const payload: ProdUpdatePayload = this.clientKey
      ? { ...report, client: this.clientKey }
      : report;
    this.socket.emit(SOCKET_EVENTS.prodUpdate, payload);
  }
}

/** The address an overlay reports (fullPath) without its `token` option: a token is never relayed. */
export function reportedPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
