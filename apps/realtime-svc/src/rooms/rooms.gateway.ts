import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WsException,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  SERVER_TEXT,
  SOCKET_EVENTS,
  SPECIAL_STREAMS_KEY,
  SubscribeMultiplePayloadSchema,
  SubscribePayloadSchema,
} from '@castline/contracts';
import {
  APP_CONFIG,
  budgetFromRate,
  createKeyedLimiter,
  type KeyedLimiter,
} from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { SocketServer } from '../socket/socket-server.service.js';
import { ZodWsPipe } from '../socket/zod-ws.pipe.js';
import { RoomsService } from './rooms.service.js';
import { FanoutService } from '../fanout/fanout.service.js';
import { ProductionService } from '../production/production.service.js';

/**
 * The record-subscription messages of public-site §7 as Nest WebSocket handlers, each body zod-checked by
 * ZodWsPipe (a bad one answers an `exception` event and changes nothing). `subscribe-multiple` also sends the
 * current data of the records joined (FanoutService.sendCurrent).
 * Limits (issue 11 item 2): each message spends one point of its socket's budget (SUBSCRIBE_RATE_LIMIT_*; a socket
 * lives on one replica, so the budget is in memory); beyond it, or beyond MAX_SUBSCRIPTIONS_PER_SOCKET rooms, the
 * socket gets an `exception` event with a readable message (the ids that fit are still joined).
 * special:streams is crew only and lives in realtime itself: its subscriptions go to ProductionService.
 */
@WebSocketGateway()
export class RoomsGateway implements OnGatewayInit<Server> {
  private readonly messages: KeyedLimiter;

  constructor(
    private readonly sockets: SocketServer,
    private readonly rooms: RoomsService,
    private readonly fanout: FanoutService,
    private readonly production: ProductionService,
    @Inject(APP_CONFIG) config: RealtimeConfig,
  ) {
    this.messages = createKeyedLimiter({
      budget: budgetFromRate(
        config.SUBSCRIBE_RATE_LIMIT_BURST,
        config.SUBSCRIBE_RATE_LIMIT_PER_SECOND,
      ),
      keyPrefix: 'subscribe',
      redis: null,
    });
  }

  afterInit(server: Server): void {
    this.sockets.attach(server);
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribe)
  async subscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(SubscribePayloadSchema)) id: string,
  ): Promise<void> {
    await this.spend(socket);
    if (id === SPECIAL_STREAMS_KEY) return this.production.subscribeStreams(socket);
    refuseBeyondCap(this.rooms.join(socket, [id]).refused);
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribeMultiple)
  async subscribeMultiple(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(SubscribeMultiplePayloadSchema)) ids: string[],
  ): Promise<void> {
    await this.spend(socket);
    if (ids.includes(SPECIAL_STREAMS_KEY)) await this.production.subscribeStreams(socket);
    // subscribe-multiple is how a client (re)connects: it gets the current data at once, whatever it missed.
    const records = ids.filter((id) => id !== SPECIAL_STREAMS_KEY);
    const { joined, refused } = this.rooms.join(socket, records);
    this.fanout.sendCurrent(socket, joined);
    refuseBeyondCap(refused);
  }

  @SubscribeMessage(SOCKET_EVENTS.unsubscribe)
  async unsubscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(SubscribePayloadSchema)) id: string,
  ): Promise<void> {
    await this.spend(socket);
    if (id === SPECIAL_STREAMS_KEY) return this.production.unsubscribeStreams(socket);
    this.rooms.leave(socket, id);
  }

  /** One point of the socket's message budget, or an `exception` event and nothing done. */
  private async spend(socket: Socket): Promise<void> {
    const { allowed } = await this.messages.consume(socket.id);
    if (!allowed) throw new WsException(SERVER_TEXT.subscribingTooFast);
  }
}

/** Some ids were beyond the per-socket cap: tell the client (the others were joined). */
function refuseBeyondCap(refused: number): void {
  if (refused > 0) throw new WsException(SERVER_TEXT.tooManySubscriptions);
}
