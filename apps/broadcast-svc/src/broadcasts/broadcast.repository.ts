import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PermissionClient } from '@castline/domain';
import { BroadcastEntity } from './broadcast.entity.js';
import { BROADCAST_SCHEMA } from '../database/data-source.js';

/** Every query the broadcast use cases need, behind named methods. */
@Injectable()
export class BroadcastRepository {
  /**
   * The clients the player owns (RULES (0) "Client owner": clients whose staff holds the player), in a stable order
   * (by id); the first is the active client.
   */
  async findClientsOf(manager: EntityManager, playerId: string): Promise<PermissionClient[]> {
    return manager.query<PermissionClient[]>(
      `SELECT id, staff, broadcast FROM "${BROADCAST_SCHEMA}".clients WHERE $1 = ANY(staff) ORDER BY id`,
      [playerId],
    );
  }

  /** The columns the broadcast-access query answers (no lock: a read for another service's decision). */
  async findAccessTarget(
    manager: EntityManager,
    id: string,
  ): Promise<Pick<
    BroadcastEntity,
    'id' | 'key' | 'live_match' | 'schedule' | 'event' | 'clients'
  > | null> {
    const rows = await manager.query<
      Pick<BroadcastEntity, 'id' | 'key' | 'live_match' | 'schedule' | 'event' | 'clients'>[]
    >(
      `SELECT id, key, live_match, schedule, event, clients FROM "${BROADCAST_SCHEMA}".broadcasts WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Loads a broadcast row-locked for the rest of the transaction (concurrent updates queue up). */
  async lockBroadcast(manager: EntityManager, id: string): Promise<BroadcastEntity | null> {
    return manager.findOne(BroadcastEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateBroadcast(
    manager: EntityManager,
    id: string,
    changes: Partial<BroadcastEntity>,
  ): Promise<void> {
    await manager.update(BroadcastEntity, { id }, changes);
  }

  async findBroadcast(manager: EntityManager, id: string): Promise<BroadcastEntity | null> {
    return manager.findOne(BroadcastEntity, { where: { id } });
  }

  /**
   * Broadcasts that have a live match (live_match[0]), row-locked, for the start-up live-match re-announcement
   * (the event's version must follow every other event of the broadcast).
   */
  async lockWithLiveMatch(
    manager: EntityManager,
  ): Promise<Pick<BroadcastEntity, 'id' | 'live_match' | 'advertise'>[]> {
    return manager.query<Pick<BroadcastEntity, 'id' | 'live_match' | 'advertise'>[]>(
      `SELECT id, live_match, advertise FROM "${BROADCAST_SCHEMA}".broadcasts
       WHERE cardinality(live_match) > 0 ORDER BY id FOR UPDATE`,
    );
  }
}
