import 'reflect-metadata';
import { AuthRebuilder } from './auth-rebuilder.js';
import { runService, type RunningService } from '@castline/nest-kit';
import type { AuthConfig } from './config/auth-config.js';
import { AuthAppModule, type AuthAppOptions } from './app.module.js';
import { authDatabase } from './database/data-source.js';

/** Boots auth-svc (used by main.ts and by in-process integration tests). */
export function startAuthService(
  config: AuthConfig,
  options: AuthAppOptions = {},
): Promise<RunningService> {
  return runService({
    name: 'auth-svc',
    domain: 'auth',
    config,
    module: AuthAppModule.forRoot(options),
    database: authDatabase,
    rebuilder: AuthRebuilder,
  });
}
