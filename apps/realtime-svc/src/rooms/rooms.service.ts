import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import {
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  SOCKET_EVENTS,
  SubscribeMultiplePayloadSchema,
  SubscribePayloadSchema,
  formatZodError,
} from '@castline/contracts';
import { LOGGER, type Logger } from '@castline/nest-kit';
import { SocketServer } from '../socket/socket-server.service.js';
import { RECORD_ROOM_PREFIX, recordRoom } from './record-room.js';

/**
 * Record subscriptions (public-site §7): `subscribe (id)`, `unsubscribe (id)` and `subscribe-multiple (ids)`
 * join and leave the room `rec:{id}`. Payloads are zod-checked; a bad one is ignored (logged at debug), never
 * answered and never fatal. A socket holds at most MAX_SUBSCRIPTIONS_PER_SOCKET record rooms.
 */
@Injectable()
export class RoomsService implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sockets.onConnection((socket) => this.attach(socket));
  }

  /** Wires the subscription events of one socket. */
  attach(socket: Socket): void {
    socket.on(SOCKET_EVENTS.subscribe, (payload: unknown) => {
      const id = this.parse(socket, SOCKET_EVENTS.subscribe, SubscribePayloadSchema, payload);
      if (id !== null) this.join(socket, [id]);
    });
    socket.on(SOCKET_EVENTS.subscribeMultiple, (payload: unknown) => {
      const ids = this.parse(
        socket,
        SOCKET_EVENTS.subscribeMultiple,
        SubscribeMultiplePayloadSchema,
        payload,
      );
      if (ids !== null) this.join(socket, ids);
    });
    socket.on(SOCKET_EVENTS.unsubscribe, (payload: unknown) => {
      const id = this.parse(socket, SOCKET_EVENTS.unsubscribe, SubscribePayloadSchema, payload);
      if (id !== null) void socket.leave(recordRoom(id));
    });
  }

  /** Joins the record rooms of `ids` that the socket is not in yet, up to the per-socket cap. */
  private join(socket: Socket, ids: readonly string[]): void {
    const wanted = [...new Set(ids.map(recordRoom))].filter((room) => !socket.rooms.has(room));
    if (wanted.length === 0) return;
    // Fast path: all rooms of the socket (minus its own) plus the new ones stay under the cap.
    const fits = socket.rooms.size - 1 + wanted.length <= MAX_SUBSCRIPTIONS_PER_SOCKET;
    const accepted = fits
      ? wanted
      : wanted.slice(0, Math.max(0, MAX_SUBSCRIPTIONS_PER_SOCKET - this.countRecordRooms(socket)));
    if (accepted.length < wanted.length) {
      this.logger.debug(
        {
          socket: socket.id,
          dropped: wanted.length - accepted.length,
          max: MAX_SUBSCRIPTIONS_PER_SOCKET,
        },
        'subscription limit reached; extra ids ignored',
      );
    }
    if (accepted.length > 0) void socket.join(accepted);
  }

  private countRecordRooms(socket: Socket): number {
    let count = 0;
    for (const room of socket.rooms) if (room.startsWith(RECORD_ROOM_PREFIX)) count += 1;
    return count;
  }

  private parse<S extends z.ZodType>(
    socket: Socket,
    event: string,
    schema: S,
    payload: unknown,
  ): z.infer<S> | null {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    this.logger.debug(
      { socket: socket.id, event, problem: formatZodError(parsed.error) },
      'ignored an invalid socket message',
    );
    return null;
  }
}
