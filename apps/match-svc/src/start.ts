import 'reflect-metadata';
import { MatchRebuilder } from './match-rebuilder.js';
import { runService, type RunningService } from '@castline/nest-kit';
import type { MatchConfig } from './config/match-config.js';
import { MatchAppModule } from './app.module.js';
import { matchDatabase } from './database/data-source.js';

/** Boots match-svc (used by main.ts and by in-process integration tests). */
export function startMatchService(config: MatchConfig): Promise<RunningService> {
  return runService({
    name: 'match-svc',
    domain: 'match',
    config,
    module: MatchAppModule,
    database: matchDatabase,
    rebuilder: MatchRebuilder,
    crashBeforePublish: config.TEST_CRASH_BEFORE_PUBLISH,
  });
}
