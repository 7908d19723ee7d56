import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SetStreamPresenceCommandSchema, SUBJECTS } from '@castline/contracts';
import { UnitOfWork } from '@castline/nest-kit';
import { StreamPresenceEntity } from './stream-presence.entity.js';
import { DerivedRecordsService } from '../derived/derived-records.service.js';

/** Streaming status from the chat integration → special:player-streams, in one transaction with its outbox rows. */
@Controller()
export class StreamPresenceController {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly derived: DerivedRecordsService,
  ) {}

  @MessagePattern(SUBJECTS.match.cmd('set-stream-presence'))
  async setStreamPresence(@Payload() payload: unknown): Promise<{ streams: number }> {
    const command = SetStreamPresenceCommandSchema.parse(payload);
    return this.unitOfWork.run(async (manager) => {
      if (command.url === null) {
        await manager.delete(StreamPresenceEntity, { id: command.player_id });
      } else {
        await manager.save(StreamPresenceEntity, {
          id: command.player_id,
          url: command.url,
          title: command.title ?? null,
        });
      }
      await this.derived.recompute(manager, ['streams']);
      return { streams: await manager.count(StreamPresenceEntity) };
    });
  }
}
