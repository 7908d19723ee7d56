import { loadConfig } from '@castline/nest-kit';
import { RealtimeConfigSchema } from './realtime-config.js';

describe('RealtimeConfigSchema', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(RealtimeConfigSchema, {});
    expect(config.PORT).toBe(8090);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.ALLOWED_ORIGINS).toEqual([
      'http://localhost:8080',
      'http://*.localhost:8080',
      'http://127.0.0.1:8080',
      'https://castline.gg',
      'https://*.castline.gg',
    ]);
    expect(config.REQUIRED_SERVICES).toEqual([
      { name: 'match-svc', domain: 'match' },
      { name: 'broadcast-svc', domain: 'broadcast' },
      { name: 'auth-svc', domain: 'auth' },
    ]);
  });

  it('accepts port 0, a Redis URL, a trimmed origin list and no required services', () => {
    const config = loadConfig(RealtimeConfigSchema, {
      PORT: '0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ALLOWED_ORIGINS: ' https://A.example , * ',
      REQUIRED_SERVICES: '',
    });
    expect(config).toMatchObject({ PORT: 0, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://a.example', '*']);
    expect(config.REQUIRED_SERVICES).toEqual([]);
  });

  it('has the documented socket limits, each raisable by env', () => {
    expect(loadConfig(RealtimeConfigSchema, {})).toMatchObject({
      TRUST_PROXY: false,
      SOCKET_CONNECTIONS_PER_ADDRESS: 100,
      SOCKET_HANDSHAKES_PER_MINUTE: 120,
      MAX_SUBSCRIPTIONS_PER_SOCKET: 5000,
      SUBSCRIBE_RATE_LIMIT_BURST: 5000,
      SUBSCRIBE_RATE_LIMIT_PER_SECOND: 1000,
      PROD_RATE_LIMIT_BURST: 200,
      PROD_RATE_LIMIT_PER_SECOND: 50,
      PROD_ACCESS_CACHE_MS: 10_000,
      PROD_LOOKUP_CACHE_MS: 5_000,
      PROCESS_NICE: 0,
    });
    expect(
      loadConfig(RealtimeConfigSchema, {
        TRUST_PROXY: '1',
        SOCKET_CONNECTIONS_PER_ADDRESS: '100000',
        SOCKET_HANDSHAKES_PER_MINUTE: '100000',
        MAX_SUBSCRIPTIONS_PER_SOCKET: '20',
      }),
    ).toMatchObject({
      TRUST_PROXY: 1,
      SOCKET_CONNECTIONS_PER_ADDRESS: 100_000,
      SOCKET_HANDSHAKES_PER_MINUTE: 100_000,
      MAX_SUBSCRIPTIONS_PER_SOCKET: 20,
    });
  });

  it('treats an empty REDIS_URL as unset', () => {
    expect(loadConfig(RealtimeConfigSchema, { REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ ALLOWED_ORIGINS: 'localhost:8080' }, 'ALLOWED_ORIGINS: each entry must look like'],
    [{ ALLOWED_ORIGINS: 'https://castline.gg/path' }, 'ALLOWED_ORIGINS: each entry must look like'],
    [{ ALLOWED_ORIGINS: ' , ' }, 'ALLOWED_ORIGINS: list at least one origin'],
    [
      { REQUIRED_SERVICES: 'match-svc,stats-svc' },
      'REQUIRED_SERVICES: each entry must be <domain>-svc',
    ],
    [{ PORT: '70000' }, 'PORT:'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: '],
    [{ SOCKET_CONNECTIONS_PER_ADDRESS: '0' }, 'SOCKET_CONNECTIONS_PER_ADDRESS:'],
    [{ MAX_SUBSCRIPTIONS_PER_SOCKET: '5001' }, 'MAX_SUBSCRIPTIONS_PER_SOCKET:'],
    [{ PROCESS_NICE: '-5' }, 'PROCESS_NICE:'],
    [{ PROCESS_NICE: '20' }, 'PROCESS_NICE:'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(RealtimeConfigSchema, env)).toThrow(message);
  });
});
