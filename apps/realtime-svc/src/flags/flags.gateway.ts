import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SOCKET_EVENTS } from '@castline/contracts';
import { SocketServer } from '../socket/socket-server.service.js';
import { FlagsService } from './flags.service.js';

/** Greets every new socket with the current `website_flags` (public-site §7). */
@WebSocketGateway()
export class FlagsGateway implements OnGatewayInit<Server>, OnGatewayConnection<Socket> {
  constructor(
    private readonly sockets: SocketServer,
    private readonly flags: FlagsService,
  ) {}

  afterInit(server: Server): void {
    this.sockets.attach(server);
  }

  handleConnection(socket: Socket): void {
    socket.emit(SOCKET_EVENTS.websiteFlags, this.flags.flags);
  }
}
