import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { IncomingMessage } from 'node:http';
import type { Server, ServerOptions } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { createOriginMatcher, type OriginMatcher } from './origin-matcher.js';

/** Socket.IO's path on the realtime port. */
export const SOCKET_PATH = '/socket.io';
/** Largest inbound message: a full subscribe-multiple (5000 ids of up to 200 characters) fits. */
const MAX_MESSAGE_BYTES = 1_100_000;
const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** What shutdown needs of a Redis client. */
interface ClosableClient {
  close(): Promise<void>;
  destroy(): void;
}

/**
 * The Nest WebSocket adapter of realtime-svc (`@nestjs/platform-socket.io`): Socket.IO on the app's HTTP port,
 * websocket with polling fallback (ARCHITECTURE §5), the Origin check at every handshake (CORS does not protect
 * websockets), and the Redis adapter when REDIS_URL is set so replicas share rooms.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly isAllowedOrigin: OriginMatcher;
  private redisClients: ClosableClient[] = [];
  private redisAdapter: ReturnType<typeof createAdapter> | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly config: RealtimeConfig,
    private readonly log: Logger,
  ) {
    super(app);
    this.isAllowedOrigin = createOriginMatcher(config.ALLOWED_ORIGINS);
  }

  /** Connects the Redis adapter's clients (call before the app starts, when REDIS_URL is set). */
  async connectRedis(): Promise<void> {
    const url = this.config.REDIS_URL;
    if (!url) return;
    const pub = createClient({ url });
    const sub = pub.duplicate();
    this.redisClients = [pub, sub];
    const onError = (error: unknown) =>
      this.log.warn({ err: String(error) }, 'Redis adapter connection error');
    pub.on('error', onError);
    sub.on('error', onError);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.all([pub.connect(), sub.connect()]),
        new Promise((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new Error(
                  `Redis at REDIS_URL did not answer within ${REDIS_CONNECT_TIMEOUT_MS} ms`,
                ),
              ),
            REDIS_CONNECT_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      for (const client of this.redisClients) client.destroy();
      this.redisClients = [];
      throw error;
    } finally {
      clearTimeout(timer);
    }
    this.redisAdapter = createAdapter(pub, sub, { key: `${this.config.NATS_PREFIX}:sio` });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...(options ?? {}),
      path: SOCKET_PATH,
      transports: ['polling', 'websocket'],
      serveClient: false,
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      allowRequest: (req, callback) => callback(null, this.isAllowedRequest(req)),
      // Cross-origin polling from an allowed page gets CORS headers; others get none.
      cors: {
        origin: (
          origin: string | undefined,
          callback: (err: Error | null, allow?: boolean) => void,
        ) => callback(null, origin !== undefined && this.isAllowedOrigin(origin)),
      },
    } as ServerOptions);
    if (this.redisAdapter) server.adapter(this.redisAdapter);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(
      this.redisClients.map((client) => client.close().catch(() => client.destroy())),
    );
    this.redisClients = [];
  }

  get adapterName(): 'redis' | 'memory' {
    return this.config.REDIS_URL ? 'redis' : 'memory';
  }

  private isAllowedRequest(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    // No Origin header: not a browser (overlays in OBS send one; tools and tests may not).
    if (origin === undefined) return true;
    const allowed = this.isAllowedOrigin(origin);
    if (!allowed) this.log.info({ origin }, 'refused a socket handshake from a disallowed origin');
    return allowed;
  }
}
