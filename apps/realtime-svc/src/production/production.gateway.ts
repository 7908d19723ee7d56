import { Inject, UseFilters } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WsException,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  AssociateTokenPayloadSchema,
  MediaUpdatePayloadSchema,
  ObsDataChangePayloadSchema,
  ObsDisconnectPayloadSchema,
  ObsStreamStatusPayloadSchema,
  PipAnnouncePayloadSchema,
  PROD_TEXT,
  ProdBroadcastJoinPayloadSchema,
  ProdJoinPayloadSchema,
  ProdOverviewJoinPayloadSchema,
  ProdSendPayloadSchema,
  ProdTriggerPayloadSchema,
  ProdUpdatePayloadSchema,
  SOCKET_EVENTS,
  TallyChangePayloadSchema,
  type MediaUpdatePayload,
  type ObsDataChangePayload,
  type ObsDisconnectPayload,
  type ObsStreamStatusPayload,
  type PipAnnouncePayload,
  type ProdSendPayload,
  type ProdTriggerPayload,
  type ProdUpdatePayload,
  type TallyChangePayload,
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
import { ProductionExceptionsFilter } from './production-exceptions.filter.js';
import { ProductionService } from './production.service.js';

/**
 * The production messages of broadcast §7 and OVERLAYS.md §2–§3 as Nest WebSocket handlers. Each body is
 * zod-checked by ZodWsPipe and each message spends one point of the socket's production budget
 * (PROD_RATE_LIMIT_*); a bad or refused message answers an `exception` event and changes nothing. A handler
 * answers `true` to an ack when the message was carried out.
 */
@WebSocketGateway()
@UseFilters(ProductionExceptionsFilter)
export class ProductionGateway implements OnGatewayInit<Server>, OnGatewayDisconnect<Socket> {
  private readonly messages: KeyedLimiter;

  constructor(
    private readonly sockets: SocketServer,
    private readonly production: ProductionService,
    @Inject(APP_CONFIG) config: RealtimeConfig,
  ) {
    this.messages = createKeyedLimiter({
      budget: budgetFromRate(config.PROD_RATE_LIMIT_BURST, config.PROD_RATE_LIMIT_PER_SECOND),
      keyPrefix: 'production',
      redis: null,
    });
  }

  afterInit(server: Server): void {
    this.sockets.attach(server);
  }

  handleDisconnect(socket: Socket): void {
    this.production.disconnected(socket);
  }

  @SubscribeMessage(SOCKET_EVENTS.prodJoin)
  async prodJoin(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ProdJoinPayloadSchema)) key: string,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.joinClient(socket, key);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.prodBroadcastJoin)
  async prodBroadcastJoin(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ProdBroadcastJoinPayloadSchema)) key: string,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.joinBroadcast(socket, key);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.prodOverviewJoin)
  async prodOverviewJoin(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ProdOverviewJoinPayloadSchema)) key: string,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.joinOverview(socket, key);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.associateToken)
  async associateToken(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(AssociateTokenPayloadSchema)) token: string,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.associate(socket, token);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.prodUpdate)
  async prodUpdate(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ProdUpdatePayloadSchema)) payload: ProdUpdatePayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.relayUpdate(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.prodSend)
  async prodSend(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ProdSendPayloadSchema)) payload: ProdSendPayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.send(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.prodTrigger)
  async prodTrigger(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ProdTriggerPayloadSchema)) payload: ProdTriggerPayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.trigger(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.obsDataChange)
  async obsDataChange(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ObsDataChangePayloadSchema)) payload: ObsDataChangePayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.obsDataChange(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.obsStreamStatus)
  async obsStreamStatus(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ObsStreamStatusPayloadSchema)) payload: ObsStreamStatusPayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.obsStreamStatus(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.obsDisconnect)
  async obsDisconnect(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(ObsDisconnectPayloadSchema)) payload: ObsDisconnectPayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.obsDisconnect(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.pipAnnounce)
  async pipAnnounce(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(PipAnnouncePayloadSchema)) payload: PipAnnouncePayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.pipAnnounce(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.tallyChange)
  async tallyChange(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(TallyChangePayloadSchema)) payload: TallyChangePayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.tallyChange(socket, payload);
    return true;
  }

  @SubscribeMessage(SOCKET_EVENTS.mediaUpdate)
  async mediaUpdate(
    @ConnectedSocket() socket: Socket,
    @MessageBody(new ZodWsPipe(MediaUpdatePayloadSchema)) payload: MediaUpdatePayload,
  ): Promise<true> {
    await this.spend(socket);
    await this.production.mediaUpdate(socket, payload);
    return true;
  }

  /** One point of the socket's production budget, or an `exception` event and nothing done. */
  private async spend(socket: Socket): Promise<void> {
    const { allowed } = await this.messages.consume(socket.id);
    if (!allowed) throw new WsException(PROD_TEXT.tooFast);
  }
}
