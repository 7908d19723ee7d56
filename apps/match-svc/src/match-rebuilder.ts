import { Injectable } from '@nestjs/common';
import { UnitOfWork, type Rebuilder } from '@castline/nest-kit';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { RecordProjection } from './projection/record-projection.service.js';
import { DerivedRecordsService } from './derived/derived-records.service.js';
import { ResultEffectsService } from './matches/result-effects.service.js';
import { EventEntity } from './events/event.entity.js';
import { ReportQueueService } from './reports/report-queue.service.js';

/** Start of match-svc: seed (demo, once), rebuild the records read model, then every derived collection (standings and the staff queues of reports included). */
@Injectable()
export class MatchRebuilder implements Rebuilder {
  constructor(
    private readonly seed: DemoSeedService,
    private readonly projection: RecordProjection,
    private readonly derived: DerivedRecordsService,
    private readonly effects: ResultEffectsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly reportQueue: ReportQueueService,
  ) {}

  async rebuild(): Promise<void> {
    await this.seed.seedIfEmpty();
    await this.projection.projectAll();
    await this.unitOfWork.run(async (manager) => {
      const events = await manager.find(EventEntity, { select: { id: true } });
      for (const e of events) await this.effects.recomputeStandings(manager, e.id);
      await this.reportQueue.recomputeAll(manager);
    });
    await this.derived.recomputeNow();
  }
}
