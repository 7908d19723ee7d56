import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterRedisClient } from './limiter-redis.js';
import type { RateBudget } from './rate-budget.js';

/** The answer of a limiter for one request. */
export interface LimitVerdict {
  allowed: boolean;
  /** When refused: whole seconds until the key has budget again (at least 1), for Retry-After. */
  retryAfterSeconds: number;
}

/** A rate limit per key (client address, socket id). */
export interface KeyedLimiter {
  consume(key: string): Promise<LimitVerdict>;
}

export interface KeyedLimiterOptions {
  budget: RateBudget;
  /** Redis key prefix, `<prefix>:<svc>:rl:<name>` (HOUSE-STYLE Redis keys; every key expires with its window). */
  keyPrefix: string;
  /** Shared Redis: replicas with the same prefix share one budget per key. Null: this process only. */
  redis: LimiterRedisClient | null;
}

/**
 * rate-limiter-flexible behind one small interface: RateLimiterRedis (an atomic INCR + expiry per key and window)
 * with a RateLimiterMemory insurance limiter of the same budget, used whenever Redis is not ready or a command
 * fails, so a Redis outage never takes the site down (limits are then per process). Without Redis, the memory
 * limiter alone.
 */
export function createKeyedLimiter(options: KeyedLimiterOptions): KeyedLimiter {
  const { points, durationSeconds: duration } = options.budget;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: options.keyPrefix });
  const limiter = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: options.keyPrefix,
        points,
        duration,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
          };
        }
        // Both stores failed (cannot happen with the memory insurance): let the request through.
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
