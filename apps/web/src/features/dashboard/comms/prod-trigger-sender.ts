import type { ProdTriggerPayload } from '@castline/contracts';
import { SOCKET_EVENTS } from '../../../lib/wire/wire-constants.js';
import type { ThingSocket } from '../../../lib/things/thing-socket.js';

/** How long a prod_trigger may wait for the server's acknowledgement. */
export const PROD_TRIGGER_ACK_MS = 5000;

/** The listen-in the client room was last told about (OVERLAYS §3 comms_enable / comms_disable); null: not known. */
export type CommsState = 1 | 2 | 'off' | null;

export type TriggerAnswer =
  { readonly ok: true } | { readonly ok: false; readonly message: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sends overlay triggers (OVERLAYS §3 prod_trigger) from the dashboard on the page's socket, which the dashboard
 * production connection (header/dashboard-production.ts) has associated with the user's token and joined to the
 * client room. A send answers once the server acknowledges it (`true`), or fails on its `exception` answer (a
 * refusal: no broadcast access, a bad payload) or after PROD_TRIGGER_ACK_MS. It also follows the comms listen-in
 * the server echoes to the client room (comms_enable {team} / comms_disable), so every dashboard of the client
 * shows which team is on. One per socket (`getProdTriggerSender`): the socket has no `off`, so its listeners are
 * registered once for the page's life.
 */
export class ProdTriggerSender {
  private comms: CommsState = null;
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Set<(answer: TriggerAnswer) => void>();

  constructor(
    private readonly socket: ThingSocket,
    private readonly ackMs = PROD_TRIGGER_ACK_MS,
  ) {
    socket.on(SOCKET_EVENTS.commsEnable, (payload: unknown) => {
      const team = isRecord(payload) ? payload.team : null;
      if (team === 1 || team === 2) this.setComms(team);
    });
    socket.on(SOCKET_EVENTS.commsDisable, () => this.setComms('off'));
    socket.on(SOCKET_EVENTS.exception, (payload: unknown) => {
      const message =
        isRecord(payload) && typeof payload.message === 'string' ? payload.message : null;
      for (const settle of [...this.waiting]) settle({ ok: false, message });
    });
  }

  readonly getComms = (): CommsState => this.comms;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get connected(): boolean {
    return this.socket.connected;
  }

  /** Sends one trigger; answers whether the server carried it out. */
  send(trigger: ProdTriggerPayload): Promise<TriggerAnswer> {
    if (!this.socket.connected) return Promise.resolve({ ok: false, message: null });
    return new Promise<TriggerAnswer>((resolve) => {
      const settle = (answer: TriggerAnswer) => {
        if (!this.waiting.delete(settle)) return;
        clearTimeout(timer);
        if (answer.ok && trigger.trigger === 'comms_enable') this.setComms(trigger.team);
        if (answer.ok && trigger.trigger === 'comms_disable') this.setComms('off');
        resolve(answer);
      };
      const timer = setTimeout(() => settle({ ok: false, message: null }), this.ackMs);
      this.waiting.add(settle);
      this.socket.emit(SOCKET_EVENTS.prodTrigger, trigger, (ack: unknown) =>
        settle(ack === true ? { ok: true } : { ok: false, message: null }),
      );
    });
  }

  private setComms(next: CommsState): void {
    if (next === this.comms) return;
    this.comms = next;
    for (const listener of [...this.listeners]) listener();
  }
}

const senders = new WeakMap<ThingSocket, ProdTriggerSender>();

/** The page's trigger sender on this socket (created on first use). */
export function getProdTriggerSender(socket: ThingSocket): ProdTriggerSender {
  let sender = senders.get(socket);
  if (!sender) {
    sender = new ProdTriggerSender(socket);
    senders.set(socket, sender);
  }
  return sender;
}
