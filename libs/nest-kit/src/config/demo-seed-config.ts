import { z } from 'zod';
import { DEMO_SEASON_KINDS } from '@castline/contracts';
import { envFlag } from './load-config.js';

/**
 * A strict on/off switch: '1' or '0' only (unset and '' mean `defaultValue`). For switches whose misspelling must not
 * silently mean "off" or "on".
 */
export const envBit = (defaultValue = false) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v === '0' || v === '1', {
      message: "must be '0' or '1'",
    })
    .transform((v) => (v === undefined || v === '' ? defaultValue : v === '1'));

/** The demo-season settings of every service that seeds demo data (auth-svc, match-svc, broadcast-svc). */
export const DemoSeedConfigSchema = z.object({
  /** Load the demo season (users, records, broadcasts) into an empty database at start. */
  SEED_DEMO: envFlag(false),
  /** With NODE_ENV=production, SEED_DEMO is refused unless this is '1' (refuseDemoSeedInProduction). */
  DEMO_IN_PRODUCTION: envBit(false),
  /** Seed of the demo generator; equal in every service, so ids agree (it never derives tokens). */
  DEMO_SEED: z.coerce.number().int().default(1),
  /** Which season SEED_DEMO loads (equal in every service): the product tour, or the benchmark season. */
  DEMO_SEASON: z.enum(DEMO_SEASON_KINDS).default('demo'),
});
export type DemoSeedConfig = z.infer<typeof DemoSeedConfigSchema>;

export const DEMO_IN_PRODUCTION_REFUSAL =
  'refusing to seed demo data with NODE_ENV=production: the demo season is public knowledge. ' +
  'Set DEMO_IN_PRODUCTION=1 to seed demo data in production anyway, or SEED_DEMO=0';

/**
 * The one rule for demo data in production (issue 10 item 7), as a zod refinement for every config that reads
 * SEED_DEMO: NODE_ENV=production with SEED_DEMO on fails config loading unless DEMO_IN_PRODUCTION=1.
 */
export function refuseDemoSeedInProduction(
  config: Pick<DemoSeedConfig, 'SEED_DEMO' | 'DEMO_IN_PRODUCTION'> & { NODE_ENV: string },
  ctx: z.RefinementCtx,
): void {
  if (config.NODE_ENV === 'production' && config.SEED_DEMO && !config.DEMO_IN_PRODUCTION) {
    ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: DEMO_IN_PRODUCTION_REFUSAL });
  }
}
