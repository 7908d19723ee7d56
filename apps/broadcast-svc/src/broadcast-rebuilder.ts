import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, UnitOfWork, type Logger, type Rebuilder } from '@castline/nest-kit';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { RecordProjection } from './projection/record-projection.service.js';
import { LiveMatchEvents } from './broadcasts/live-match-events.js';

/**
 * Start of broadcast-svc: seed (demo, once), rebuild the records read model and the broadcast-{key} / client-{key}
 * mirrors, then re-announce every live match so match-svc's live/upcoming collections are complete.
 */
@Injectable()
export class BroadcastRebuilder implements Rebuilder {
  constructor(
    private readonly seed: DemoSeedService,
    private readonly projection: RecordProjection,
    private readonly liveMatch: LiveMatchEvents,
    private readonly unitOfWork: UnitOfWork,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async rebuild(): Promise<void> {
    await this.seed.seedIfEmpty();
    const changed = await this.projection.projectAll();
    const announced = await this.unitOfWork.run((manager) => this.liveMatch.announceAll(manager));
    this.logger.info({ changed, announced }, 'broadcast read model rebuilt');
  }
}
