import { createLogger, loadConfig } from '@castline/nest-kit';
import { GatewayConfigSchema } from '../src/config/gateway-config.js';
import { createGatewayLimiters, type GatewayLimiters } from '../src/limits/gateway-limiters.js';
import { randomPrefix } from './support.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger('limits-test', 'silent');

/** Two gateway replicas' limiters on one Redis (the same NATS_PREFIX), as two processes would build them. */
async function twoReplicas(
  env: Record<string, string>,
): Promise<[GatewayLimiters, GatewayLimiters]> {
  const config = loadConfig(GatewayConfigSchema, { NATS_PREFIX: randomPrefix(), ...env });
  return [await createGatewayLimiters(config, logger), await createGatewayLimiters(config, logger)];
}

describe('gateway rate limits on Redis', () => {
  const opened: GatewayLimiters[] = [];
  afterAll(async () => {
    for (const limits of opened) await limits.close();
  });

  it('shares one budget per client address between two replicas', async () => {
    const [a, b] = await twoReplicas({
      REDIS_URL,
      THINGS_RATE_LIMIT_BURST: '4',
      THINGS_RATE_LIMIT_PER_SECOND: '1',
    });
    opened.push(a, b);
    expect(a.store).toBe('redis');
    const verdicts = [];
    for (const limits of [a, b, a, b, a, b]) {
      verdicts.push(await limits.limiters.things.consume('198.51.100.20'));
    }
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false, false]);
    expect(verdicts[5]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(verdicts[5]?.retryAfterSeconds).toBeLessThanOrEqual(4);
    // Another address, and another route, have budgets of their own.
    expect((await b.limiters.things.consume('198.51.100.21')).allowed).toBe(true);
    expect((await b.limiters.images.consume('198.51.100.20')).allowed).toBe(true);
  });

  it('keeps limiting in memory, per process, while Redis is unreachable', async () => {
    const [a, b] = await twoReplicas({
      REDIS_URL: 'redis://127.0.0.1:1',
      ACTION_RATE_LIMIT_BURST: '2',
      ACTION_RATE_LIMIT_PER_SECOND: '1',
    });
    opened.push(a, b);
    const fromA = [];
    for (let i = 0; i < 3; i++)
      fromA.push((await a.limiters.actions.consume('203.0.113.5')).allowed);
    expect(fromA).toEqual([true, true, false]);
    // The other process has its own insurance budget while Redis is away.
    expect((await b.limiters.actions.consume('203.0.113.5')).allowed).toBe(true);
  });
});
