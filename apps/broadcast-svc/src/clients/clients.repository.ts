import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ClientSummary } from '@castline/contracts';
import { BROADCAST_SCHEMA } from '../database/data-source.js';
import { ClientEntity } from './client.entity.js';

/** Every query on clients (the broadcast-access query aside), behind named methods. */
@Injectable()
export class ClientsRepository {
  /**
   * The clients whose staff lists the player (RULES (0) "Client owner"), in the same order as the broadcast-access
   * rule reads them (by id), so the first one is the active client everywhere.
   */
  async findSummariesFor(manager: EntityManager, playerId: string): Promise<ClientSummary[]> {
    return manager.query<ClientSummary[]>(
      `SELECT id, key, name FROM "${BROADCAST_SCHEMA}".clients WHERE $1 = ANY(staff) ORDER BY id`,
      [playerId],
    );
  }

  /** Loads a client row-locked for the rest of the transaction (concurrent changes queue up). */
  async lockClient(manager: EntityManager, id: string): Promise<ClientEntity | null> {
    return manager.findOne(ClientEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateClient(
    manager: EntityManager,
    id: string,
    changes: Partial<ClientEntity>,
  ): Promise<void> {
    await manager.update(ClientEntity, { id }, changes);
  }
}
