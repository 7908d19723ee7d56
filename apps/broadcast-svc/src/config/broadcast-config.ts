import { z } from 'zod';
import { BaseConfigSchema, DatabaseConfigSchema, envFlag, envPort } from '@castline/nest-kit';

/** broadcast-svc environment, parsed once at boot. */
export const BroadcastConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape).extend({
  HEALTH_PORT: envPort(9103),
  /** Load the demo season's broadcasts, clients and GFX items when the broadcast schema is empty. */
  SEED_DEMO: envFlag(false),
  /** Fixed seed of the demo generator (must match match-svc's, so live matches point at real matches). */
  DEMO_SEED: z.coerce.number().int().default(1),
  /** Test hook: exit after a commit, before publishing (proves the outbox covers crashes). */
  TEST_CRASH_BEFORE_PUBLISH: envFlag(false),
});
export type BroadcastConfig = z.infer<typeof BroadcastConfigSchema>;
