import { ConfigError, loadConfig } from '@castline/nest-kit';
import { GatewayConfigSchema } from './gateway-config.js';

describe('GatewayConfigSchema', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(GatewayConfigSchema, {});
    expect(config).toMatchObject({
      PORT: 8080,
      REALTIME_URLS: ['http://127.0.0.1:8090'],
      PUBLIC_URL: 'http://localhost:8080',
      TOKEN_CACHE_MS: 30_000,
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_PREFIX: 'castline',
      DISCORD_AUTHORIZE_URL: 'https://discord.com/oauth2/authorize',
      AUTH_RATE_LIMIT_BURST: 60,
      AUTH_RATE_LIMIT_PER_MINUTE: 60,
    });
    expect(config.WEB_DIST).toBeUndefined();
    expect(config.DISCORD_CLIENT_ID).toBeUndefined();
  });

  it('reads the Discord login settings', () => {
    const config = loadConfig(GatewayConfigSchema, {
      DISCORD_AUTHORIZE_URL: 'http://localhost:8099/oauth2/authorize',
      DISCORD_CLIENT_ID: '1000000000000000001',
    });
    expect(config).toMatchObject({
      DISCORD_AUTHORIZE_URL: 'http://localhost:8099/oauth2/authorize',
      DISCORD_CLIENT_ID: '1000000000000000001',
    });
  });

  it('reads a comma list of realtime replicas, ignoring spaces and empty items', () => {
    const config = loadConfig(GatewayConfigSchema, {
      REALTIME_URLS: ' http://a:8090 , http://b:8091,',
    });
    expect(config.REALTIME_URLS).toEqual(['http://a:8090', 'http://b:8091']);
  });

  it('accepts port 0 (tests) and an empty WEB_DIST as unset', () => {
    const config = loadConfig(GatewayConfigSchema, { PORT: '0', WEB_DIST: '' });
    expect(config.PORT).toBe(0);
    expect(config.WEB_DIST).toBeUndefined();
  });

  it.each([
    ['REALTIME_URLS', 'nats://127.0.0.1:4222'],
    ['REALTIME_URLS', ' , '],
    ['PUBLIC_URL', 'not a url'],
    ['PORT', '70000'],
    ['TOKEN_CACHE_MS', '-1'],
    ['DISCORD_AUTHORIZE_URL', 'discord.com/oauth2/authorize'],
    ['AUTH_RATE_LIMIT_BURST', '0'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig(GatewayConfigSchema, { [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig(GatewayConfigSchema, { [name]: value })).toThrow(name);
  });
});
