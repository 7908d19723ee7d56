import { ConfigError, loadConfig } from '@castline/nest-kit';
import { AuthConfigSchema } from './auth-config.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/castline';

describe('AuthConfigSchema', () => {
  it('defaults the health port to 9101, tokens to 30 days and the demo seed off', () => {
    const config = loadConfig(AuthConfigSchema, { DATABASE_URL });
    expect(config).toMatchObject({
      HEALTH_PORT: 9101,
      TOKEN_TTL_DAYS: 30,
      SEED_DEMO: false,
      DEMO_SEED: 1,
    });
  });

  it.each([
    [
      { SEED_DEMO: '1', DEMO_SEED: '7', TOKEN_TTL_DAYS: '2', HEALTH_PORT: '0' },
      { SEED_DEMO: true, DEMO_SEED: 7, TOKEN_TTL_DAYS: 2, HEALTH_PORT: 0 },
    ],
    [{ SEED_DEMO: 'off' }, { SEED_DEMO: false }],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(AuthConfigSchema, { DATABASE_URL, ...env })).toMatchObject(expected);
  });

  it.each([
    [{}, 'DATABASE_URL'],
    [{ DATABASE_URL, TOKEN_TTL_DAYS: '0' }, 'TOKEN_TTL_DAYS'],
    [{ DATABASE_URL, TOKEN_TTL_DAYS: 'soon' }, 'TOKEN_TTL_DAYS'],
  ])('refuses %j, naming %s', (env, named) => {
    expect(() => loadConfig(AuthConfigSchema, env)).toThrow(ConfigError);
    expect(() => loadConfig(AuthConfigSchema, env)).toThrow(named);
  });
});
