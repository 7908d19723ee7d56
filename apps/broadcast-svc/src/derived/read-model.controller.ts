import { Controller, Get, Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, findReadModelDrift } from '@castline/nest-kit';
import { RecordProjection } from '../projection/record-projection.service.js';

/**
 * GET /read-model/drift on broadcast-svc's internal HTTP port (never the public one): the records and
 * broadcast-{key} / client-{key} mirrors whose stored value differs from a from-scratch recompute.
 */
@Controller()
export class ReadModelController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly projection: RecordProjection,
  ) {}

  @Get('read-model/drift')
  async drift(): Promise<{ drifted: string[] }> {
    return {
      drifted: await findReadModelDrift(this.dataSource, (manager) =>
        this.projection.projectAllIn(manager),
      ),
    };
  }
}
