import type { ProdTrigger } from '@castline/contracts';
import { SOCKET_EVENTS } from '../../lib/wire/wire-constants.js';
import type { ThingSocket } from '../../lib/things/thing-socket.js';

export type ProdTriggerListener = (trigger: ProdTrigger) => void;

const isTrigger = (value: unknown): value is ProdTrigger =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { trigger?: unknown }).trigger === 'string';

/**
 * The overlay triggers of OVERLAYS §3 (prod_trigger, relayed to the client room): one socket listener per overlay
 * document, dispatched to the overlay parts that subscribe (desk talent, draft steps, cams toggle, music, …), each of
 * which can unsubscribe when it unmounts (the socket interface has no `off`).
 */
export class ProdTriggerHub {
  private readonly listeners = new Set<ProdTriggerListener>();

  constructor(socket: ThingSocket) {
    socket.on(SOCKET_EVENTS.prodTrigger, (payload) => {
      if (!isTrigger(payload)) return;
      for (const listener of [...this.listeners]) listener(payload);
    });
  }

  /** Calls `listener` with every trigger from now on; answers the unsubscribe. */
  subscribe(listener: ProdTriggerListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
