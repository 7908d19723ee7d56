import { Controller, Get, Inject } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE, findReadModelDrift } from '@castline/nest-kit';
import { RecordProjection } from '../projection/record-projection.service.js';
import { ResultEffectsService } from '../matches/result-effects.service.js';
import { DerivedRecordsService } from './derived-records.service.js';
import { EventEntity } from '../events/event.entity.js';
import { ReportQueueService } from '../reports/report-queue.service.js';

/**
 * GET /read-model/drift on match-svc's internal HTTP port (never the public one): the records whose stored value
 * differs from a from-scratch recompute (stored records, every standings table, every derived collection, every staff queue of reports).
 * `{drifted: []}` means nothing was lost.
 */
@Controller()
export class ReadModelController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly projection: RecordProjection,
    private readonly effects: ResultEffectsService,
    private readonly derived: DerivedRecordsService,
    private readonly reportQueue: ReportQueueService,
  ) {}

  @Get('read-model/drift')
  async drift(): Promise<{ drifted: string[] }> {
    return {
      drifted: await findReadModelDrift(this.dataSource, (manager) => this.rebuildIn(manager)),
    };
  }

  private async rebuildIn(manager: EntityManager): Promise<string[]> {
    const changed = await this.projection.projectAllIn(manager);
    for (const { id } of await manager.find(EventEntity, { select: { id: true } })) {
      changed.push(...(await this.effects.recomputeStandings(manager, id)));
    }
    changed.push(...(await this.derived.recompute(manager)));
    changed.push(...(await this.reportQueue.recomputeAll(manager)));
    return changed;
  }
}
