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
 * broadcast-svc environment, parsed once at boot. SEED_DEMO loads the demo season's broadcasts, clients and GFX
 * items when the broadcast schema is empty (refused with NODE_ENV=production unless DEMO_IN_PRODUCTION=1); DEMO_SEED
 * must match match-svc's, so live matches point at real matches.
 */
export const BroadcastConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape)
  .extend(DemoSeedConfigSchema.shape)
  .extend({
    HEALTH_PORT: envPort(9103),
    /** Test hook: exit after a commit, before publishing (proves the outbox covers crashes). */
    TEST_CRASH_BEFORE_PUBLISH: envFlag(false),
  })
  .superRefine(refuseDemoSeedInProduction);
export type BroadcastConfig = z.infer<typeof BroadcastConfigSchema>;
