import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { createOriginMatcher, type OriginMatcher } from './origin-matcher.js';

/** Socket.IO's path on the realtime port (the gateway proxies it under the public origin). */
export const SOCKET_PATH = '/socket.io';
/** Largest inbound message: a full subscribe-multiple (5000 ids of up to 200 characters) fits. */
const MAX_MESSAGE_BYTES = 1_100_000;
const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** What shutdown needs of a Redis client. */
interface ClosableClient {
  close(): Promise<void>;
  destroy(): void;
}
export type ConnectionHandler = (socket: Socket) => void;

/**
 * Owns the realtime HTTP port: Socket.IO (websocket with polling fallback, ARCHITECTURE §5) with the Origin
 * check, the Redis adapter when REDIS_URL is set, and GET /health. Features attach their socket events with
 * `onConnection` (rooms, flags, later production) and emit through `io`.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly io: Server;
  private readonly isAllowedOrigin: OriginMatcher;
  private readonly connectionHandlers: ConnectionHandler[] = [];
  private readonly httpServer: HttpServer;
  private redisClients: ClosableClient[] = [];
  private listening = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RealtimeConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly bus: NatsBus,
  ) {
    this.isAllowedOrigin = createOriginMatcher(config.ALLOWED_ORIGINS);
    this.httpServer = createServer((req, res) => this.answerHttp(req, res));
    this.io = new Server({
      path: SOCKET_PATH,
      transports: ['polling', 'websocket'],
      serveClient: false,
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      // CORS does not protect websockets: every handshake (either transport) is checked here.
      allowRequest: (req, callback) => callback(null, this.isAllowedRequest(req)),
      // Cross-origin polling from an allowed page gets CORS headers; others get none.
      cors: {
        origin: (origin, callback) =>
          callback(null, origin !== undefined && this.isAllowedOrigin(origin)),
      },
    });
    this.io.on('connection', (socket) => {
      for (const handler of this.connectionHandlers) handler(socket);
    });
  }

  /** Registers per-socket setup; call it before the server starts (from a provider's onModuleInit). */
  onConnection(handler: ConnectionHandler): void {
    this.connectionHandlers.push(handler);
  }

  /** The bound port (differs from PORT when PORT=0). */
  get port(): number {
    const address = this.httpServer.address() as AddressInfo | null;
    if (!address) throw new Error('The realtime server is not listening');
    return address.port;
  }

  /**
   * Emits to every socket in `room` on every replica (through the Redis adapter when configured). Used by
   * cross-replica features (production rooms); record data goes out locally, see FanoutService.
   */
  broadcastToRoom(room: string, event: string, ...args: unknown[]): void {
    this.io.to(room).emit(event, ...args);
  }

  /** Whether this replica has at least one socket in `room`. */
  hasLocalRoom(room: string): boolean {
    return (this.io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  /** The rooms with local sockets whose names start with `prefix`. */
  localRooms(prefix: string): string[] {
    const rooms: string[] = [];
    for (const [room, sockets] of this.io.of('/').adapter.rooms) {
      if (sockets.size > 0 && room.startsWith(prefix)) rooms.push(room);
    }
    return rooms;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.REDIS_URL) await this.useRedisAdapter(this.config.REDIS_URL);
    this.io.attach(this.httpServer);
    await new Promise<void>((resolve, reject) => {
      this.httpServer.once('error', reject);
      this.httpServer.listen(this.config.PORT, '0.0.0.0', () => {
        this.httpServer.off('error', reject);
        resolve();
      });
    });
    this.listening = true;
    this.logger.info(
      { port: this.port, adapter: this.config.REDIS_URL ? 'redis' : 'memory' },
      'realtime socket server listening',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    // Closes every socket, the adapter (Redis unsubscribes) and the HTTP server.
    await this.io.close();
    await Promise.all(
      this.redisClients.map((client) => client.close().catch(() => client.destroy())),
    );
    this.redisClients = [];
  }

  private async useRedisAdapter(url: string): Promise<void> {
    const pub = createClient({ url });
    const sub = pub.duplicate();
    this.redisClients = [pub, sub];
    const onError = (error: unknown) =>
      this.logger.warn({ err: String(error) }, 'Redis adapter connection error');
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
    this.io.adapter(createAdapter(pub, sub, { key: `${this.config.NATS_PREFIX}:sio` }));
  }

  private isAllowedRequest(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    // No Origin header: not a browser (overlays in OBS send one; tools and tests may not).
    if (origin === undefined) return true;
    const allowed = this.isAllowedOrigin(origin);
    if (!allowed)
      this.logger.info({ origin }, 'refused a socket handshake from a disallowed origin');
    return allowed;
  }

  private answerHttp(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/health') {
      res.writeHead(404).end();
      return;
    }
    const ready = this.listening && this.bus.isConnected;
    const body = JSON.stringify({
      service: 'realtime-svc',
      instance: this.config.INSTANCE_ID,
      ready,
      sockets: this.io.of('/').sockets.size,
      adapter: this.config.REDIS_URL ? 'redis' : 'memory',
    });
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(body);
  }
}
