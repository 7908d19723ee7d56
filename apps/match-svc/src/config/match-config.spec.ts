import { ConfigError, DEMO_IN_PRODUCTION_REFUSAL, loadConfig } from '@castline/nest-kit';
import { MatchConfigSchema } from './match-config.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/castline';

describe('MatchConfigSchema: demo data', () => {
  it.each([
    [{}, { SEED_DEMO: false, DEMO_IN_PRODUCTION: false, DEMO_SEED: 1 }],
    [{ SEED_DEMO: '1', NODE_ENV: 'test' }, { SEED_DEMO: true }],
    [
      { SEED_DEMO: '1', NODE_ENV: 'production', DEMO_IN_PRODUCTION: '1' },
      { SEED_DEMO: true, DEMO_IN_PRODUCTION: true },
    ],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(MatchConfigSchema, { DATABASE_URL, ...env })).toMatchObject(expected);
  });

  it('refuses SEED_DEMO with NODE_ENV=production unless DEMO_IN_PRODUCTION=1', () => {
    const env = { DATABASE_URL, NODE_ENV: 'production', SEED_DEMO: '1' };
    expect(() => loadConfig(MatchConfigSchema, env)).toThrow(ConfigError);
    expect(() => loadConfig(MatchConfigSchema, env)).toThrow(DEMO_IN_PRODUCTION_REFUSAL);
  });

  it("accepts only '0' or '1' as DEMO_IN_PRODUCTION", () => {
    expect(() =>
      loadConfig(MatchConfigSchema, { DATABASE_URL, DEMO_IN_PRODUCTION: 'true' }),
    ).toThrow('DEMO_IN_PRODUCTION');
  });
});

describe('MatchConfigSchema: the notifier (RULES b.7)', () => {
  it('defaults to the real Discord API, no bot token and the local site', () => {
    const config = loadConfig(MatchConfigSchema, { DATABASE_URL });
    expect(config).toMatchObject({
      DISCORD_API_BASE: 'https://discord.com/api',
      PUBLIC_URL: 'http://localhost:8080',
      DISCORD_TIMEOUT_MS: 8000,
    });
    expect(config.DISCORD_BOT_TOKEN).toBeUndefined();
  });

  it('reads a bot token and trims trailing slashes of the URLs', () => {
    const config = loadConfig(MatchConfigSchema, {
      DATABASE_URL,
      DISCORD_BOT_TOKEN: 'castline-fake-bot-token.abc',
      DISCORD_API_BASE: 'http://127.0.0.1:8099/api/',
      PUBLIC_URL: 'https://castline.gg/',
    });
    expect(config).toMatchObject({
      DISCORD_BOT_TOKEN: 'castline-fake-bot-token.abc',
      DISCORD_API_BASE: 'http://127.0.0.1:8099/api',
      PUBLIC_URL: 'https://castline.gg',
    });
  });

  it.each([
    [
      'a token with a space',
      { DISCORD_BOT_TOKEN: 'Bot abcdefghijklmnopqrstuvwxyz' },
      'DISCORD_BOT_TOKEN',
    ],
    ['a short token', { DISCORD_BOT_TOKEN: 'short' }, 'DISCORD_BOT_TOKEN'],
    ['a non-http API base', { DISCORD_API_BASE: 'ftp://discord.com' }, 'DISCORD_API_BASE'],
    ['a non-URL site', { PUBLIC_URL: 'castline' }, 'PUBLIC_URL'],
  ])('refuses %s', (_name, env, key) => {
    expect(() => loadConfig(MatchConfigSchema, { DATABASE_URL, ...env })).toThrow(key);
  });

  it('never prints the token it refuses', () => {
    const token = 'secret token with spaces 1234567890';
    expect(() => loadConfig(MatchConfigSchema, { DATABASE_URL, DISCORD_BOT_TOKEN: token })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(token) as unknown }) as Error,
    );
  });
});
