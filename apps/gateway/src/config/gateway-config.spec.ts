import { ConfigError, loadConfig } from '@castline/nest-kit';
import { GatewayConfigSchema } from './gateway-config.js';

describe('GatewayConfigSchema', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(GatewayConfigSchema, {});
    expect(config).toMatchObject({
      PORT: 8080,
      METRICS_PORT: 9104,
      REALTIME_PUBLIC_URLS: [],
      REALTIME_PRODUCTION_PUBLIC_URLS: [],
      REALTIME_PRODUCTION_SOCKET_PATH: '/socket.io',
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

  it('reads a comma list of browser-facing realtime origins, ignoring spaces, empty items and a trailing slash', () => {
    const config = loadConfig(GatewayConfigSchema, {
      REALTIME_PUBLIC_URLS: ' http://a:8090/ , https://rt.example.com,',
    });
    expect(config.REALTIME_PUBLIC_URLS).toEqual(['http://a:8090', 'https://rt.example.com']);
  });

  it('reads the production replicas: their origins and the Socket.IO path behind an edge', () => {
    const config = loadConfig(GatewayConfigSchema, {
      REALTIME_PRODUCTION_PUBLIC_URLS: 'http://p:8095/,',
      REALTIME_PRODUCTION_SOCKET_PATH: '/production/socket.io/',
    });
    expect(config.REALTIME_PRODUCTION_PUBLIC_URLS).toEqual(['http://p:8095']);
    expect(config.REALTIME_PRODUCTION_SOCKET_PATH).toBe('/production/socket.io');
  });

  it('accepts port 0 (tests) and an empty WEB_DIST as unset', () => {
    const config = loadConfig(GatewayConfigSchema, { PORT: '0', WEB_DIST: '' });
    expect(config.PORT).toBe(0);
    expect(config.WEB_DIST).toBeUndefined();
  });

  it.each([
    ['REALTIME_PUBLIC_URLS', 'ws://127.0.0.1:8090'],
    ['REALTIME_PUBLIC_URLS', Array.from({ length: 17 }, (_, i) => `http://rt${i}:8090`).join(',')],
    ['REALTIME_PRODUCTION_PUBLIC_URLS', 'ws://127.0.0.1:8095'],
    ['REALTIME_PRODUCTION_SOCKET_PATH', 'production/socket.io'],
    ['REALTIME_PRODUCTION_SOCKET_PATH', '/a b'],
    ['PUBLIC_URL', 'not a url'],
    ['PORT', '70000'],
    ['METRICS_PORT', '-1'],
    ['TOKEN_CACHE_MS', '-1'],
    ['DISCORD_AUTHORIZE_URL', 'discord.com/oauth2/authorize'],
    ['AUTH_RATE_LIMIT_BURST', '0'],
    ['THINGS_RATE_LIMIT_BURST', '0'],
    ['IMAGE_RATE_LIMIT_PER_SECOND', 'fast'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'my-proxy'],
    ['CSP_CONNECT_SRC', 'https://rt.example.com/path'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig(GatewayConfigSchema, { [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig(GatewayConfigSchema, { [name]: value })).toThrow(name);
  });

  it('has the documented limits by default: per address, in memory, no trusted proxy', () => {
    const config = loadConfig(GatewayConfigSchema, {});
    expect(config).toMatchObject({
      THINGS_RATE_LIMIT_BURST: 120,
      THINGS_RATE_LIMIT_PER_SECOND: 20,
      IMAGE_RATE_LIMIT_BURST: 300,
      IMAGE_RATE_LIMIT_PER_SECOND: 50,
      ACTION_RATE_LIMIT_BURST: 60,
      ACTION_RATE_LIMIT_PER_SECOND: 30,
      TRUST_PROXY: false,
      CSP_CONNECT_SRC: [],
    });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads the limit settings an operator (or a benchmark) raises', () => {
    const config = loadConfig(GatewayConfigSchema, {
      THINGS_RATE_LIMIT_BURST: '100000',
      THINGS_RATE_LIMIT_PER_SECOND: '100000',
      REDIS_URL: ' redis://redis:6379 ',
      TRUST_PROXY: 'loopback,172.16.0.0/12',
      CSP_CONNECT_SRC: 'wss://rt.example.com, https://rt.example.com:8443/',
    });
    expect(config).toMatchObject({
      THINGS_RATE_LIMIT_BURST: 100_000,
      THINGS_RATE_LIMIT_PER_SECOND: 100_000,
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: ['loopback', '172.16.0.0/12'],
      CSP_CONNECT_SRC: ['wss://rt.example.com', 'https://rt.example.com:8443'],
    });
    expect(loadConfig(GatewayConfigSchema, { TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('reads the parent domain of the mini-sites (issue 12 item 1): unset by default, a host name under which PUBLIC_URL lives', () => {
    expect(loadConfig(GatewayConfigSchema, {}).PUBLIC_PARENT_DOMAIN).toBeUndefined();
    expect(
      loadConfig(GatewayConfigSchema, {
        PUBLIC_URL: 'https://www.castline.gg',
        PUBLIC_PARENT_DOMAIN: ' Castline.GG. ',
      }).PUBLIC_PARENT_DOMAIN,
    ).toBe('castline.gg');
    for (const bad of ['https://castline.gg', 'castline.gg:443', 'castline.gg/x', 'evil.test']) {
      expect(() =>
        loadConfig(GatewayConfigSchema, {
          PUBLIC_URL: 'https://www.castline.gg',
          PUBLIC_PARENT_DOMAIN: bad,
        }),
      ).toThrow('PUBLIC_PARENT_DOMAIN');
    }
  });

  it('reads the Discord application public key (chat buttons): unset by default, 64 hex digits lower-cased', () => {
    expect(loadConfig(GatewayConfigSchema, {}).DISCORD_APPLICATION_PUBLIC_KEY).toBeUndefined();
    const key = 'AB'.repeat(32);
    expect(
      loadConfig(GatewayConfigSchema, { DISCORD_APPLICATION_PUBLIC_KEY: ` ${key} ` })
        .DISCORD_APPLICATION_PUBLIC_KEY,
    ).toBe(key.toLowerCase());
    for (const bad of ['abc', 'zz'.repeat(32), 'ab'.repeat(33)]) {
      expect(() =>
        loadConfig(GatewayConfigSchema, { DISCORD_APPLICATION_PUBLIC_KEY: bad }),
      ).toThrow('DISCORD_APPLICATION_PUBLIC_KEY');
    }
  });
});
