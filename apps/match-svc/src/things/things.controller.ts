import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { KindsQuerySchema, SUBJECTS, ThingsQuerySchema, type Thing } from '@castline/contracts';
import { RecordStore } from '@castline/nest-kit';

/** The read path: answers the ids this service owns (stored and derived) from the records read model. */
@Controller()
export class ThingsController {
  constructor(private readonly store: RecordStore) {}

  @MessagePattern(SUBJECTS.match.qry('things'))
  async things(@Payload() payload: unknown): Promise<{ records: Thing[] }> {
    const { ids } = ThingsQuerySchema.parse(payload);
    return { records: await this.store.read(ids) };
  }

  @MessagePattern(SUBJECTS.match.qry('kinds'))
  async kinds(@Payload() payload: unknown): Promise<{ kinds: Record<string, string> }> {
    const { ids } = KindsQuerySchema.parse(payload);
    return { kinds: await this.store.kinds(ids) };
  }
}
