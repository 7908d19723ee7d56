import { Inject, Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { APP_CONFIG, LOGGER, type Logger } from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { RECORD_ROOM_PREFIX, recordRoom } from './record-room.js';

/** The outcome of a subscription: the ids joined now, and how many were refused by the per-socket cap. */
export interface JoinResult {
  joined: string[];
  refused: number;
}

/**
 * Record subscriptions (public-site §7): `subscribe (id)`, `unsubscribe (id)` and `subscribe-multiple (ids)`
 * join and leave the room `rec:{id}` (the messages arrive through RoomsGateway, already zod-checked). A socket
 * holds at most MAX_SUBSCRIPTIONS_PER_SOCKET (config) record rooms; the ids beyond are refused and counted.
 */
@Injectable()
export class RoomsService {
  private readonly max: number;

  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) config: RealtimeConfig,
  ) {
    this.max = config.MAX_SUBSCRIPTIONS_PER_SOCKET;
  }

  /** Joins the record rooms of `ids` that the socket is not in yet, up to the per-socket cap. */
  join(socket: Socket, ids: readonly string[]): JoinResult {
    const wanted = [...new Set(ids.map(recordRoom))].filter((room) => !socket.rooms.has(room));
    if (wanted.length === 0) return { joined: [], refused: 0 };
    // Fast path: all rooms of the socket (minus its own) plus the new ones stay under the cap.
    const fits = socket.rooms.size - 1 + wanted.length <= this.max;
    const accepted = fits
      ? wanted
      : wanted.slice(0, Math.max(0, this.max - this.countRecordRooms(socket)));
    const refused = wanted.length - accepted.length;
    if (refused > 0) {
      this.logger.debug(
        { socket: socket.id, refused, max: this.max },
        'subscription limit reached; extra ids refused',
      );
    }
    if (accepted.length > 0) void socket.join(accepted);
    return { joined: accepted.map((room) => room.slice(RECORD_ROOM_PREFIX.length)), refused };
  }

  leave(socket: Socket, id: string): void {
    void socket.leave(recordRoom(id));
  }

  private countRecordRooms(socket: Socket): number {
    let count = 0;
    for (const room of socket.rooms) if (room.startsWith(RECORD_ROOM_PREFIX)) count += 1;
    return count;
  }
}
