import { Inject, Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '@castline/contracts';
import { LOGGER, type Logger } from '@castline/nest-kit';
import { RECORD_ROOM_PREFIX, recordRoom } from './record-room.js';

/**
 * Record subscriptions (public-site §7): `subscribe (id)`, `unsubscribe (id)` and `subscribe-multiple (ids)`
 * join and leave the room `rec:{id}` (the messages arrive through RoomsGateway, already zod-checked). A socket
 * holds at most MAX_SUBSCRIPTIONS_PER_SOCKET record rooms.
 */
@Injectable()
export class RoomsService {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** Joins the record rooms of `ids` that the socket is not in yet, up to the per-socket cap; answers the ids joined. */
  join(socket: Socket, ids: readonly string[]): string[] {
    const wanted = [...new Set(ids.map(recordRoom))].filter((room) => !socket.rooms.has(room));
    if (wanted.length === 0) return [];
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
    return accepted.map((room) => room.slice(RECORD_ROOM_PREFIX.length));
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
