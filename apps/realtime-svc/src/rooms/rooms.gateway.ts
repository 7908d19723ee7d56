import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  SOCKET_EVENTS,
  SubscribeMultiplePayloadSchema,
  SubscribePayloadSchema,
} from '@castline/contracts';
import { SocketServer } from '../socket/socket-server.service.js';
import { ZodWsPipe } from '../socket/zod-ws.pipe.js';
import { RoomsService } from './rooms.service.js';
import { FanoutService } from '../fanout/fanout.service.js';

/**
 * The record-subscription messages of public-site §7 as Nest WebSocket handlers, each body zod-checked by
 * ZodWsPipe (a bad one answers an `exception` event and changes nothing). `subscribe-multiple` also sends the
 * current data of the records joined (FanoutService.sendCurrent).
 */
@WebSocketGateway()
export class RoomsGateway implements OnGatewayInit<Server> {
  constructor(
    private readonly sockets: SocketServer,
    private readonly rooms: RoomsService,
    private readonly fanout: FanoutService,
  ) {}

  afterInit(server: Server): void {
    this.sockets.attach(server);
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribe)
  subscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(SubscribePayloadSchema)) id: string,
  ): void {
    this.rooms.join(socket, [id]);
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribeMultiple)
  subscribeMultiple(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(SubscribeMultiplePayloadSchema)) ids: string[],
  ): void {
    // subscribe-multiple is how a client (re)connects: it gets the current data at once, whatever it missed.
    this.fanout.sendCurrent(socket, this.rooms.join(socket, ids));
  }

  @SubscribeMessage(SOCKET_EVENTS.unsubscribe)
  unsubscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(SubscribePayloadSchema)) id: string,
  ): void {
    this.rooms.leave(socket, id);
  }
}
