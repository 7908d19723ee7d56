import { z } from 'zod';
import { BaseConfigSchema, DatabaseConfigSchema, envFlag, envPort } from '@castline/nest-kit';

/** auth-svc environment, parsed once at boot (HOUSE-STYLE "Config"). */
export const AuthConfigSchema = BaseConfigSchema.extend(DatabaseConfigSchema.shape).extend({
  HEALTH_PORT: envPort(9101),
  /** Load the demo users (and their printed tokens) when the users table is empty; refresh their expiry on start. */
  SEED_DEMO: envFlag(false),
  /** Fixed seed of the demo generator (must equal match-svc's so user ids are the demo Player ids). */
  DEMO_SEED: z.coerce.number().int().default(1),
  /** Lifetime of an issued token, in days. */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
