import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hydrateEntity, tableOf, updateColumns } from '@castline/nest-kit';
import { EventEntity } from './event.entity.js';

/** Every query of the event settings use cases, behind named methods. */
@Injectable()
export class EventsRepository {
  /** The event row, locked for the rest of the transaction (concurrent settings writes queue up). */
  async lockEvent(manager: EntityManager, eventId: string): Promise<EventEntity | null> {
    const rows = await manager.query<Record<string, unknown>[]>(
      `SELECT * FROM ${tableOf(manager, EventEntity)} WHERE id = $1 FOR UPDATE`,
      [eventId],
    );
    return hydrateEntity(manager, EventEntity, rows[0]);
  }

  async updateBlocks(manager: EntityManager, eventId: string, blocks: string): Promise<void> {
    await updateColumns(manager, EventEntity, eventId, { blocks });
  }
}
