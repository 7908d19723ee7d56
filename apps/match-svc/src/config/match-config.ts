import type { z } from 'zod';
import {
  BaseConfigSchema,
  DatabaseConfigSchema,
  DemoSeedConfigSchema,
  envFlag,
  envPort,
  refuseDemoSeedInProduction,
} from '@castline/nest-kit';

/**
 * match-svc environment, parsed once at boot. SEED_DEMO loads the demo season when the match schema is empty
 * (refused with NODE_ENV=production unless DEMO_IN_PRODUCTION=1).
 */
export const MatchConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape)
  .extend(DemoSeedConfigSchema.shape)
  .extend({
    HEALTH_PORT: envPort(9102),
    /** Test hook: exit after a commit, before publishing (proves the outbox covers crashes). */
    TEST_CRASH_BEFORE_PUBLISH: envFlag(false),
  })
  .superRefine(refuseDemoSeedInProduction);
export type MatchConfig = z.infer<typeof MatchConfigSchema>;
