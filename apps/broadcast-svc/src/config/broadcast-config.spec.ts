import { ConfigError, DEMO_IN_PRODUCTION_REFUSAL, loadConfig } from '@castline/nest-kit';
import { BroadcastConfigSchema } from './broadcast-config.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/castline';

describe('BroadcastConfigSchema: demo data', () => {
  it.each([
    [{}, { SEED_DEMO: false, DEMO_IN_PRODUCTION: false, DEMO_SEED: 1 }],
    [{ SEED_DEMO: '1', NODE_ENV: 'test' }, { SEED_DEMO: true }],
    [
      { SEED_DEMO: '1', NODE_ENV: 'production', DEMO_IN_PRODUCTION: '1' },
      { SEED_DEMO: true, DEMO_IN_PRODUCTION: true },
    ],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(BroadcastConfigSchema, { DATABASE_URL, ...env })).toMatchObject(expected);
  });

  it('refuses SEED_DEMO with NODE_ENV=production unless DEMO_IN_PRODUCTION=1', () => {
    const env = { DATABASE_URL, NODE_ENV: 'production', SEED_DEMO: '1' };
    expect(() => loadConfig(BroadcastConfigSchema, env)).toThrow(ConfigError);
    expect(() => loadConfig(BroadcastConfigSchema, env)).toThrow(DEMO_IN_PRODUCTION_REFUSAL);
  });

  it("accepts only '0' or '1' as DEMO_IN_PRODUCTION", () => {
    expect(() =>
      loadConfig(BroadcastConfigSchema, { DATABASE_URL, DEMO_IN_PRODUCTION: 'true' }),
    ).toThrow('DEMO_IN_PRODUCTION');
  });
});
