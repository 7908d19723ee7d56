import {
  budgetFromRate,
  connectLimiterRedis,
  createKeyedLimiter,
  type KeyedLimiter,
  type LimiterRedis,
  type Logger,
  type RateBudget,
} from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';

/** The routes a stranger can reach, each with its own budget per client address. */
export type LimitedRoute = 'things' | 'images' | 'actions' | 'auth';

/** The budget of each limited route from the configuration (burst, then a steady rate). */
export function gatewayBudgets(config: GatewayConfig): Record<LimitedRoute, RateBudget> {
  return {
    things: budgetFromRate(config.THINGS_RATE_LIMIT_BURST, config.THINGS_RATE_LIMIT_PER_SECOND),
    images: budgetFromRate(config.IMAGE_RATE_LIMIT_BURST, config.IMAGE_RATE_LIMIT_PER_SECOND),
    actions: budgetFromRate(config.ACTION_RATE_LIMIT_BURST, config.ACTION_RATE_LIMIT_PER_SECOND),
    auth: budgetFromRate(config.AUTH_RATE_LIMIT_BURST, config.AUTH_RATE_LIMIT_PER_MINUTE / 60),
  };
}

export interface GatewayLimiters {
  limiters: Record<LimitedRoute, KeyedLimiter>;
  /** 'redis' when REDIS_URL is set (budgets shared by every gateway on that Redis and NATS_PREFIX), else 'memory'. */
  store: 'redis' | 'memory';
  close(): Promise<void>;
}

/**
 * The gateway's rate limiters: on Redis (REDIS_URL) so replicas share one budget per client address, each with
 * an in-memory insurance limiter for a Redis outage; without REDIS_URL, in this process's memory.
 */
export async function createGatewayLimiters(
  config: GatewayConfig,
  logger: Logger,
): Promise<GatewayLimiters> {
  const redis: LimiterRedis | null = config.REDIS_URL
    ? await connectLimiterRedis(config.REDIS_URL, logger)
    : null;
  const budgets = gatewayBudgets(config);
  const make = (route: LimitedRoute) =>
    createKeyedLimiter({
      budget: budgets[route],
      keyPrefix: `${config.NATS_PREFIX}:gateway:rl:${route}`,
      redis: redis?.client ?? null,
    });
  return {
    limiters: {
      things: make('things'),
      images: make('images'),
      actions: make('actions'),
      auth: make('auth'),
    },
    store: redis ? 'redis' : 'memory',
    close: async () => {
      await redis?.close();
    },
  };
}
