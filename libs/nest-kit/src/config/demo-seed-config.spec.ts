import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config.js';
import {
  DEMO_IN_PRODUCTION_REFUSAL,
  DemoSeedConfigSchema,
  refuseDemoSeedInProduction,
} from './demo-seed-config.js';

/** As the services use it: their own settings, the demo settings, the rule. */
const Schema = z
  .object({ NODE_ENV: z.enum(['development', 'production', 'test']).default('development') })
  .extend(DemoSeedConfigSchema.shape)
  .superRefine(refuseDemoSeedInProduction);

describe('refuseDemoSeedInProduction', () => {
  it.each([
    [{}, { SEED_DEMO: false, DEMO_IN_PRODUCTION: false }],
    [{ SEED_DEMO: '1' }, { SEED_DEMO: true, DEMO_IN_PRODUCTION: false }],
    [
      { NODE_ENV: 'test', SEED_DEMO: '1' },
      { SEED_DEMO: true, DEMO_IN_PRODUCTION: false },
    ],
    [{ NODE_ENV: 'production' }, { SEED_DEMO: false, DEMO_IN_PRODUCTION: false }],
    [
      { NODE_ENV: 'production', SEED_DEMO: '0' },
      { SEED_DEMO: false, DEMO_IN_PRODUCTION: false },
    ],
    [
      { NODE_ENV: 'production', SEED_DEMO: '0', DEMO_IN_PRODUCTION: '0' },
      { SEED_DEMO: false, DEMO_IN_PRODUCTION: false },
    ],
    [
      { NODE_ENV: 'production', SEED_DEMO: '1', DEMO_IN_PRODUCTION: '1' },
      { SEED_DEMO: true, DEMO_IN_PRODUCTION: true },
    ],
    [
      { NODE_ENV: 'production', SEED_DEMO: 'true', DEMO_IN_PRODUCTION: '1' },
      { SEED_DEMO: true, DEMO_IN_PRODUCTION: true },
    ],
    [
      { NODE_ENV: 'production', SEED_DEMO: '1', DEMO_IN_PRODUCTION: '1', DEMO_SEED: '7' },
      { DEMO_SEED: 7 },
    ],
    [{ DEMO_IN_PRODUCTION: '' }, { DEMO_IN_PRODUCTION: false }],
    [{}, { DEMO_SEASON: 'demo' }],
    [{ SEED_DEMO: '1', DEMO_SEASON: 'large' }, { DEMO_SEASON: 'large' }],
  ])('accepts %j', (env, expected) => {
    expect(loadConfig(Schema, env)).toMatchObject(expected);
  });

  it.each([
    [{ NODE_ENV: 'production', SEED_DEMO: '1' }],
    [{ NODE_ENV: 'production', SEED_DEMO: 'yes' }],
    [{ NODE_ENV: 'production', SEED_DEMO: '1', DEMO_IN_PRODUCTION: '0' }],
    [{ NODE_ENV: 'production', SEED_DEMO: '1', DEMO_IN_PRODUCTION: '' }],
  ])('refuses demo data in production without DEMO_IN_PRODUCTION=1: %j', (env) => {
    expect(() => loadConfig(Schema, env)).toThrow(ConfigError);
    expect(() => loadConfig(Schema, env)).toThrow(`SEED_DEMO: ${DEMO_IN_PRODUCTION_REFUSAL}`);
  });

  it('names both ways out in the refusal', () => {
    expect(DEMO_IN_PRODUCTION_REFUSAL).toContain('DEMO_IN_PRODUCTION=1');
    expect(DEMO_IN_PRODUCTION_REFUSAL).toContain('SEED_DEMO=0');
  });

  it.each(['true', 'yes', 'on', '2', ' 1', 'TRUE'])(
    "accepts only '0' or '1' as DEMO_IN_PRODUCTION, refusing %j",
    (value) => {
      const env = { NODE_ENV: 'development', DEMO_IN_PRODUCTION: value };
      expect(() => loadConfig(Schema, env)).toThrow("DEMO_IN_PRODUCTION: must be '0' or '1'");
    },
  );

  it.each(['LARGE', 'big', ' large'])('refuses an unknown DEMO_SEASON %j, naming it', (value) => {
    expect(() => loadConfig(Schema, { DEMO_SEASON: value })).toThrow(/DEMO_SEASON/);
  });
});
