import { z } from 'zod';
import { BaseConfigSchema, DatabaseConfigSchema, envFlag, envPort } from '@castline/nest-kit';

/** match-svc environment, parsed once at boot. */
export const MatchConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape).extend({
  HEALTH_PORT: envPort(9102),
  /** Load the demo season when the match schema is empty. */
  SEED_DEMO: envFlag(false),
  /** Fixed seed of the demo generator. */
  DEMO_SEED: z.coerce.number().int().default(1),
  /** Test hook: exit after a commit, before publishing (proves the outbox covers crashes). */
  TEST_CRASH_BEFORE_PUBLISH: envFlag(false),
});
export type MatchConfig = z.infer<typeof MatchConfigSchema>;
