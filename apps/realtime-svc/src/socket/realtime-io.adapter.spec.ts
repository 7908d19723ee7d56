import { EventEmitter } from 'node:events';
import type { INestApplicationContext } from '@nestjs/common';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { from, isObservable, of, throwError, type Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { loadConfig, type Logger } from '@castline/nest-kit';
import { RealtimeConfigSchema } from '../config/realtime-config.js';
import { RealtimeIoAdapter } from './realtime-io.adapter.js';

/** What Nest hands the adapter: a result is turned into an Observable (a promise's value, or the value). */
const transform = (result: unknown): Observable<unknown> =>
  isObservable(result) ? result : result instanceof Promise ? from(result) : of(result);

function setUp() {
  const errors: unknown[] = [];
  const log = { error: (obj: unknown) => errors.push(obj) } as unknown as Logger;
  const adapter = new RealtimeIoAdapter(
    {} as INestApplicationContext,
    loadConfig(RealtimeConfigSchema, {}),
    log,
  );
  // A socket as far as the bindings use it: catch-all listeners for inbound messages (socket.io calls them with the
  // event name, then the payload and an ack); answers it emits are recorded.
  const socket = new EventEmitter();
  const emitted: unknown[][] = [];
  const anyListeners: ((...args: unknown[]) => void)[] = [];
  const asSocket = Object.assign(socket, {
    emit: (event: string, ...args: unknown[]) => {
      emitted.push([event, ...args]);
      return true;
    },
    onAny: (listener: (...args: unknown[]) => void) => {
      anyListeners.push(listener);
      return asSocket;
    },
  }) as unknown as Socket;
  /** Handlers as the gateway's metadata gives them: a message name, a callback, maybe a manual ack. */
  const bind = (
    handlers: {
      message: string;
      callback: (...args: never[]) => unknown;
      isAckHandledManually?: boolean;
    }[],
  ) =>
    adapter.bindMessageHandlers(
      asSocket,
      handlers as unknown as MessageMappingProperties[],
      transform,
    );
  const receive = (event: string, ...args: unknown[]) => {
    for (const listener of anyListeners) listener(event, ...args);
  };
  const settle = () => new Promise((r) => setImmediate(r));
  return { bind, receive, emitted, errors, settle, anyListeners };
}

describe('RealtimeIoAdapter.bindMessageHandlers (lean binding, Nest semantics)', () => {
  it('hands each message its payload: one argument whole (an array of ids too), or data then an ack', async () => {
    const { bind, receive, settle } = setUp();
    const seen: unknown[][] = [];
    bind([
      {
        message: 'subscribe-multiple',
        callback: (data: unknown, ack: unknown) => {
          seen.push([data, typeof ack]);
          return undefined;
        },
      },
    ]);
    receive('subscribe-multiple', ['a', 'b']);
    receive('subscribe-multiple', ['c'], () => undefined);
    receive('subscribe-multiple', 'x', 'y');
    await settle();
    expect(seen).toEqual([
      [['a', 'b'], 'undefined'],
      [['c'], 'function'],
      [['x', 'y'], 'undefined'],
    ]);
  });

  it('emits an {event, data} answer, acks any other answer unless the handler acks itself, ignores nil', async () => {
    const { bind, receive, emitted, settle } = setUp();
    const acks: unknown[] = [];
    const manualAcks: unknown[] = [];
    bind([
      { message: 'evented', callback: () => Promise.resolve({ event: 'reply', data: { ok: 1 } }) },
      { message: 'acked', callback: () => ({ answer: 42 }) },
      { message: 'manual', callback: () => 'mine', isAckHandledManually: true },
      { message: 'nothing', callback: () => Promise.resolve(undefined) },
    ]);
    receive('evented', 'x');
    receive('acked', 'x', (answer: unknown) => acks.push(answer));
    receive('manual', 'x', (answer: unknown) => manualAcks.push(answer));
    receive('nothing', 'x', (answer: unknown) => acks.push(answer));
    await settle();
    expect(emitted).toEqual([['reply', { ok: 1 }]]);
    expect(acks).toEqual([{ answer: 42 }]);
    expect(manualAcks).toEqual([]);
  });

  it('logs a handler that throws or fails, and keeps handling later messages', async () => {
    const { bind, receive, errors, settle } = setUp();
    let calls = 0;
    bind([
      {
        message: 'boom',
        callback: () => {
          calls += 1;
          if (calls === 1) throw new Error('sync');
          if (calls === 2) return throwError(() => new Error('async'));
          return undefined;
        },
      },
    ]);
    receive('boom', 1);
    receive('boom', 2);
    receive('boom', 3);
    await settle();
    expect(calls).toBe(3);
    expect(errors).toHaveLength(2);
  });

  it('gives a socket one catch-all listener whatever the gateways bind, and runs each message in every gateway that handles it', async () => {
    const { bind, receive, settle, anyListeners } = setUp();
    const seen: string[] = [];
    bind([
      { message: 'a', callback: () => void seen.push('rooms a') },
      { message: 'b', callback: () => void seen.push('rooms b') },
    ]);
    bind([{ message: 'a', callback: () => void seen.push('production a') }]);
    expect(anyListeners).toHaveLength(1);
    receive('a', 1);
    receive('b', 2);
    receive('unknown', 3);
    await settle();
    expect(seen).toEqual(['rooms a', 'production a', 'rooms b']);
  });
});
