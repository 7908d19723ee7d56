import { randomUUID } from 'node:crypto';
import type { Msg } from '@nats-io/transport-node';
import { REQUEST_ID_HEADER } from '@castline/contracts';
import { runWithRequestId } from '../logging/logger.js';
import type { NatsBus } from '../nats/nats-bus.js';
import { classifyError } from '../nats/coded-errors.js';

/** What a faked handler learns about the request. */
export interface FakeRequestContext {
  requestId: string;
  subject: string;
}
export type FakeRequestHandler = (payload: unknown, ctx: FakeRequestContext) => unknown;

interface NestPacket {
  id?: string;
  pattern?: unknown;
  data?: unknown;
}

function readPacket(msg: Msg): NestPacket {
  const decoded: unknown = msg.data.length ? msg.json() : {};
  return typeof decoded === 'object' && decoded !== null ? decoded : { data: decoded };
}

/**
 * Test double of another service: answers a request subject in the wire format of Nest's NATS transport
 * (`{id, response, isDisposed}` or `{id, err, isDisposed}` with a coded error), so the code under test talks
 * to it exactly as it talks to the real service. Returns a function that stops answering.
 */
export function answerRequests(
  bus: NatsBus,
  subject: string,
  handler: FakeRequestHandler,
): () => void {
  const sub = bus.connection.subscribe(bus.subject(subject), {
    callback: (error, msg) => {
      if (error) return;
      const packet = readPacket(msg);
      const requestId = msg.headers?.get(REQUEST_ID_HEADER) || randomUUID();
      void runWithRequestId(requestId, async () => {
        let reply: Record<string, unknown>;
        try {
          const response = await handler(packet.data, { requestId, subject });
          reply = { id: packet.id, response: response ?? null, isDisposed: true };
        } catch (err) {
          reply = { id: packet.id, err: classifyError(err).wire, isDisposed: true };
        }
        if (msg.reply) msg.respond(JSON.stringify(reply));
      });
    },
  });
  return () => sub.unsubscribe();
}

/** Test listener of a core NATS event as Nest's `ClientProxy.emit` sends it (`{pattern, data}`). */
export function listenEvents(
  bus: NatsBus,
  subject: string,
  listener: (payload: unknown) => void,
): () => void {
  const sub = bus.connection.subscribe(bus.subject(subject), {
    callback: (error, msg) => {
      if (!error) listener(readPacket(msg).data);
    },
  });
  return () => sub.unsubscribe();
}
