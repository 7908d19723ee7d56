import 'reflect-metadata';
import { BroadcastRebuilder } from './broadcast-rebuilder.js';
import { runService, type RunningService } from '@castline/nest-kit';
import type { BroadcastConfig } from './config/broadcast-config.js';
import { BroadcastAppModule } from './app.module.js';
import { broadcastDatabase } from './database/data-source.js';

/** Boots broadcast-svc (used by main.ts and by in-process integration tests). */
export function startBroadcastService(config: BroadcastConfig): Promise<RunningService> {
  return runService({
    name: 'broadcast-svc',
    domain: 'broadcast',
    config,
    module: BroadcastAppModule,
    database: broadcastDatabase,
    rebuilder: BroadcastRebuilder,
    crashBeforePublish: config.TEST_CRASH_BEFORE_PUBLISH,
  });
}
