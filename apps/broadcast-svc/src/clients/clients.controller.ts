import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import {
  ClientsForPlayerQuerySchema,
  SUBJECTS,
  type ClientsForPlayerReply,
} from '@castline/contracts';
import { DATA_SOURCE } from '@castline/nest-kit';
import { ClientsRepository } from './clients.repository.js';

/** Client queries over NATS: parse, delegate. */
@Controller()
export class ClientsController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly clients: ClientsRepository,
  ) {}

  /** `broadcast.qry.clients-for-player` (auth-svc's public user, public-site §6 "Production user"). */
  @MessagePattern(SUBJECTS.broadcast.qry('clients-for-player'))
  async clientsForPlayer(@Payload() payload: unknown): Promise<ClientsForPlayerReply> {
    const { player_id } = ClientsForPlayerQuerySchema.parse(payload);
    return { clients: await this.clients.findSummariesFor(this.dataSource.manager, player_id) };
  }
}
