import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, ThingsQuerySchema, type Thing } from '@castline/contracts';
import { RecordStore } from '@castline/nest-kit';

/**
 * The read path (ARCHITECTURE §3): answers the ids this service owns (broadcasts, clients, GFX items and the
 * broadcast-{key} / client-{key} mirrors) from the records read model. Unknown ids are simply absent.
 */
@Controller()
export class ThingsController {
  constructor(private readonly store: RecordStore) {}

  @MessagePattern(SUBJECTS.broadcast.qry('things'))
  async things(@Payload() payload: unknown): Promise<{ records: Thing[] }> {
    const { ids } = ThingsQuerySchema.parse(payload);
    return { records: await this.store.read(ids) };
  }
}
