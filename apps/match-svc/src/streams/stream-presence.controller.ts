import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import { SetStreamPresenceCommandSchema, SUBJECTS } from '@castline/contracts';
import { DATA_SOURCE, OutboxRelay } from '@castline/nest-kit';
import { StreamPresenceEntity } from './stream-presence.entity.js';
import { DerivedRecordsService } from '../derived/derived-records.service.js';

/** Streaming status from the chat integration → special:player-streams, in one transaction with its outbox rows. */
@Controller()
export class StreamPresenceController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly derived: DerivedRecordsService,
    private readonly relay: OutboxRelay,
  ) {}

  @MessagePattern(SUBJECTS.match.cmd('set-stream-presence'))
  async setStreamPresence(@Payload() payload: unknown): Promise<{ streams: number }> {
    const command = SetStreamPresenceCommandSchema.parse(payload);
    const changed = await this.dataSource.transaction(async (manager) => {
      if (command.url === null) {
        await manager.delete(StreamPresenceEntity, { id: command.player_id });
      } else {
        await manager.save(StreamPresenceEntity, {
          id: command.player_id,
          url: command.url,
          title: command.title ?? null,
        });
      }
      return this.derived.recompute(manager, ['streams']);
    });
    if (changed.length) void this.relay.kick();
    return { streams: await this.dataSource.getRepository(StreamPresenceEntity).count() };
  }
}
