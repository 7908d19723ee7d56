import path from 'node:path';
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
      DEMO_IN_PRODUCTION: false,
      DEMO_SEED: 1,
      DISCORD_API_BASE: 'https://discord.com/api',
      DISCORD_CDN_URL: 'https://cdn.discordapp.com',
      DISCORD_TIMEOUT_MS: 8000,
    });
    expect(config.DISCORD_CLIENT_ID).toBeUndefined();
    expect(config.DISCORD_CLIENT_SECRET).toBeUndefined();
    expect(config.DEMO_LOGINS_FILE).toBeUndefined();
  });

  it('reads the Discord settings, dropping a trailing slash and treating empty values as unset', () => {
    const config = loadConfig(AuthConfigSchema, {
      DATABASE_URL,
      DISCORD_API_BASE: 'http://127.0.0.1:8099/api/',
      DISCORD_CDN_URL: 'http://127.0.0.1:8099',
      DISCORD_CLIENT_ID: '123',
      DISCORD_CLIENT_SECRET: '',
    });
    expect(config).toMatchObject({
      DISCORD_API_BASE: 'http://127.0.0.1:8099/api',
      DISCORD_CDN_URL: 'http://127.0.0.1:8099',
      DISCORD_CLIENT_ID: '123',
    });
    expect(config.DISCORD_CLIENT_SECRET).toBeUndefined();
  });

  it.each([
    [
      { SEED_DEMO: '1', DEMO_SEED: '7', TOKEN_TTL_DAYS: '2', HEALTH_PORT: '0' },
      { SEED_DEMO: true, DEMO_SEED: 7, TOKEN_TTL_DAYS: 2, HEALTH_PORT: 0 },
    ],
    [{ SEED_DEMO: 'off' }, { SEED_DEMO: false }],
    [
      { NODE_ENV: 'production', SEED_DEMO: '1', DEMO_IN_PRODUCTION: '1' },
      { SEED_DEMO: true, DEMO_IN_PRODUCTION: true },
    ],
    [
      { DEMO_LOGINS_FILE: '/run/castline/demo-logins.json' },
      { DEMO_LOGINS_FILE: '/run/castline/demo-logins.json' },
    ],
    [
      { DEMO_LOGINS_FILE: '.data/demo-logins.json' },
      { DEMO_LOGINS_FILE: path.resolve('.data/demo-logins.json') },
    ],
    [{ DEMO_LOGINS_FILE: '' }, { DEMO_LOGINS_FILE: undefined }],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(AuthConfigSchema, { DATABASE_URL, ...env })).toMatchObject(expected);
  });

  it.each([
    [{}, 'DATABASE_URL'],
    [{ DATABASE_URL, TOKEN_TTL_DAYS: '0' }, 'TOKEN_TTL_DAYS'],
    [{ DATABASE_URL, TOKEN_TTL_DAYS: 'soon' }, 'TOKEN_TTL_DAYS'],
    [{ DATABASE_URL, DISCORD_API_BASE: 'discord.com/api' }, 'DISCORD_API_BASE'],
    [{ DATABASE_URL, NODE_ENV: 'production', SEED_DEMO: '1' }, 'DEMO_IN_PRODUCTION=1'],
    [{ DATABASE_URL, DEMO_IN_PRODUCTION: 'yes' }, 'DEMO_IN_PRODUCTION'],
    [{ DATABASE_URL, DEMO_LOGINS_FILE: '/run/castline/' }, 'DEMO_LOGINS_FILE'],
  ])('refuses %j, naming %s', (env, named) => {
    expect(() => loadConfig(AuthConfigSchema, env)).toThrow(ConfigError);
    expect(() => loadConfig(AuthConfigSchema, env)).toThrow(named);
  });
});
