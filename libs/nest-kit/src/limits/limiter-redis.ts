import { createClient } from 'redis';
import type { Logger } from '../logging/logger.js';

/** The Redis client the rate limiters share (a node-redis client; rate-limiter-flexible calls it directly). */
export interface LimiterRedisClient {
  readonly isReady: boolean;
  readonly isOpen: boolean;
}

export interface LimiterRedis {
  client: LimiterRedisClient;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before going on with the in-memory insurance limiters. */
const FIRST_CONNECT_WAIT_MS = 2000;

/**
 * Connects the rate limiters' Redis client (REDIS_URL). A Redis that is down at start, or goes away later, never
 * stops the process: the client reconnects in the background (every 250 ms up to every 5 s), and while it is not
 * ready every limiter answers from its in-memory insurance limiter (KeyedLimiter), one budget per process.
 */
export async function connectLimiterRedis(url: string, logger: Logger): Promise<LimiterRedis> {
  const client = createClient({
    url,
    // A command while Redis is away fails at once (the limiter then uses its insurance limiter) instead of queueing.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(250 * (retries + 1), 5000),
    },
  });
  let warned = false;
  client.on('error', (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn(
      { err: String(error) },
      'rate-limit Redis unavailable; limiting in memory (this process only) until it is back',
    );
  });
  client.on('ready', () => {
    if (warned) logger.info('rate-limit Redis is back; limits are shared again');
    warned = false;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return {
    client,
    async close() {
      try {
        if (client.isOpen) await client.close();
        else client.destroy();
      } catch {
        client.destroy();
      }
    },
  };
}
