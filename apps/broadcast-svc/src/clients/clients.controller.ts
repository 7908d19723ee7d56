import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import {
  ClientsForPlayerQuerySchema,
  CommandRequestSchema,
  SUBJECTS,
  type ClientsForPlayerReply,
} from '@castline/contracts';
import { DATA_SOURCE } from '@castline/nest-kit';
import { ClientsRepository } from './clients.repository.js';
import { SetActiveBroadcastService } from './set-active-broadcast.service.js';

/** Client queries and commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class ClientsController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly clients: ClientsRepository,
    private readonly activeBroadcast: SetActiveBroadcastService,
  ) {}

  /** actions/set-active-broadcast (broadcast §7, RULES (a)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('set-active-broadcast'))
  setActiveBroadcast(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.activeBroadcast.setActiveBroadcast(actor, body, idempotency_key);
  }

  /** `broadcast.qry.clients-for-player` (auth-svc's public user, public-site §6 "Production user"). */
  @MessagePattern(SUBJECTS.broadcast.qry('clients-for-player'))
  async clientsForPlayer(@Payload() payload: unknown): Promise<ClientsForPlayerReply> {
    const { player_id } = ClientsForPlayerQuerySchema.parse(payload);
    return { clients: await this.clients.findSummariesFor(this.dataSource.manager, player_id) };
  }
}
