import { Injectable, Optional } from '@nestjs/common';
import type { Server } from 'socket.io';
import { Metrics, type SocketSample } from '@castline/nest-kit';
import { RECORD_ROOM_PREFIX } from '../rooms/record-room.js';

/**
 * This replica's Socket.IO server, as the WebSocket gateways received it (afterInit). Fan-out and flags emit
 * through `io` directly (a room emit, no per-message Nest pipeline); cross-replica features use
 * `broadcastToRoom`, which goes through the Redis adapter when configured.
 */
@Injectable()
export class SocketServer {
  private server: Server | null = null;

  constructor(@Optional() metrics?: Metrics) {
    metrics?.watchSockets(() => this.sample());
  }

  /** Called by the gateway once Nest created the server. */
  attach(server: Server): void {
    this.server ??= server;
  }

  get io(): Server {
    if (!this.server) throw new Error('The Socket.IO server is not ready yet');
    return this.server;
  }

  get isReady(): boolean {
    return this.server !== null;
  }

  /** Local sockets of this replica. */
  get socketCount(): number {
    return this.server?.of('/').sockets.size ?? 0;
  }

  /**
   * Emits to every socket in `room` on every replica (through the Redis adapter when configured). Used by
   * cross-replica features (production rooms); record data goes out locally, see FanoutService.
   */
  broadcastToRoom(room: string, event: string, ...args: unknown[]): void {
    this.io.to(room).emit(event, ...args);
  }

  /** Whether this replica has at least one socket in `room`. */
  hasLocalRoom(room: string): boolean {
    return this.localRoomSize(room) > 0;
  }

  /** How many sockets of this replica are in `room`. */
  localRoomSize(room: string): number {
    return this.server?.of('/').adapter.rooms.get(room)?.size ?? 0;
  }

  /** Connections, record rooms and record subscriptions of this replica (the socket gauges of /metrics). */
  sample(): SocketSample {
    let rooms = 0;
    let subscriptions = 0;
    for (const [room, sockets] of this.server?.of('/').adapter.rooms ?? []) {
      if (sockets.size === 0 || !room.startsWith(RECORD_ROOM_PREFIX)) continue;
      rooms += 1;
      subscriptions += sockets.size;
    }
    return { connections: this.socketCount, rooms, subscriptions };
  }

  /** The rooms with local sockets whose names start with `prefix`. */
  localRooms(prefix: string): string[] {
    const rooms: string[] = [];
    if (!this.server) return rooms;
    for (const [room, sockets] of this.server.of('/').adapter.rooms) {
      if (sockets.size > 0 && room.startsWith(prefix)) rooms.push(room);
    }
    return rooms;
  }
}
