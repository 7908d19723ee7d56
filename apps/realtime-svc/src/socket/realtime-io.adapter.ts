import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { SERVER_TEXT } from '@castline/contracts';
import {
  connectLimiterRedis,
  createClientAddress,
  createKeyedLimiter,
  type KeyedLimiter,
  type LimiterRedis,
  type Logger,
} from '@castline/nest-kit';
import type { RealtimeConfig } from '../config/realtime-config.js';
import { createOriginMatcher, type OriginMatcher } from './origin-matcher.js';
import { ConnectionLimits } from './connection-limits.js';

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
  // Socket limits (issue 11 item 2): per-address open sockets here, per-address handshake rate on Redis.
  private readonly clientAddress: (req: IncomingMessage) => string;
  private readonly connections: ConnectionLimits;
  private handshakes: KeyedLimiter | null = null;
  private limiterRedis: LimiterRedis | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly config: RealtimeConfig,
    private readonly log: Logger,
  ) {
    super(app);
    this.isAllowedOrigin = createOriginMatcher(config.ALLOWED_ORIGINS);
    this.clientAddress = createClientAddress(config.TRUST_PROXY);
    this.connections = new ConnectionLimits(config.SOCKET_CONNECTIONS_PER_ADDRESS);
  }

  /**
   * The handshake rate limiter: on Redis (REDIS_URL) so replicas share one budget per address, with an in-memory
   * insurance limiter while Redis is away; without REDIS_URL, in memory. Call before the app starts.
   */
  async connectLimits(): Promise<void> {
    if (this.config.REDIS_URL) {
      this.limiterRedis = await connectLimiterRedis(this.config.REDIS_URL, this.log);
    }
    this.handshakes = createKeyedLimiter({
      budget: { points: this.config.SOCKET_HANDSHAKES_PER_MINUTE, durationSeconds: 60 },
      keyPrefix: `${this.config.NATS_PREFIX}:realtime:rl:handshake`,
      redis: this.limiterRedis?.client ?? null,
    });
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
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    return server;
  }

  /**
   * Admits a new socket, or refuses it with an error the client sees as `connect_error` (`err.message` readable,
   * `err.data = {code: 'RATE_LIMITED', retryAfter}`): beyond SOCKET_HANDSHAKES_PER_MINUTE new sockets of one
   * address, or with SOCKET_CONNECTIONS_PER_ADDRESS of its sockets already open on this replica.
   */
  private async admit(socket: Socket): Promise<void> {
    const address = this.clientAddress(socket.request);
    const verdict = (await this.handshakes?.consume(address)) ?? {
      allowed: true,
      retryAfterSeconds: 0,
    };
    if (!verdict.allowed) {
      throw refusal(SERVER_TEXT.tooManyConnections, verdict.retryAfterSeconds);
    }
    if (!this.connections.tryOpen(address)) {
      this.log.info({ address }, 'refused a socket: too many open from this address');
      throw refusal(SERVER_TEXT.tooManyConnections, 60);
    }
    socket.once('disconnect', () => this.connections.close(address));
  }

  /** The handler lists Nest bound to each socket (one per gateway), with the transform Nest gave each. */
  private readonly bound = new WeakMap<
    Socket,
    { handlers: MessageMappingProperties[]; transform: (data: unknown) => Observable<unknown> }[]
  >();

  /**
   * Binds the gateways' `@SubscribeMessage` handlers to a new socket. Nest's IoAdapter builds an rxjs chain per
   * handler and socket (fromEvent, mergeMap, takeUntil the disconnect) that lives as long as the socket: about 5 kB
   * per handler, 15 kB per socket here, half of what a bare Socket.IO server spends on a whole socket (measured by
   * tests/bench/fanout.mjs). Here a socket gets one catch-all listener (`onAny`, installed at its first gateway)
   * that finds the handler of each message in the lists Nest built for it (17 handlers: a listener each was another
   * 1–2 kB per socket, tests/bench/memory.mjs) and runs Nest's callback per message (guards, the zod pipe and the
   * WsException filter stay Nest's), answering as Nest does: an `{event, data}` result is emitted, any other non-nil
   * result goes to the ack unless the handler acks itself, a failure is logged.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    let lists = this.bound.get(socket);
    if (!lists) {
      lists = [];
      this.bound.set(socket, lists);
      socket.onAny((event: unknown, ...args: unknown[]) => this.dispatch(socket, event, args));
    }
    lists.push({ handlers, transform });
  }

  /** One inbound message: every handler bound to its name runs (Nest binds at most one per gateway). */
  private dispatch(socket: Socket, event: unknown, args: unknown[]): void {
    for (const { handlers, transform } of this.bound.get(socket) ?? []) {
      for (const handler of handlers) {
        if (String(handler.message) === event) this.handle(socket, handler, transform, args);
      }
    }
  }

  private handle(
    socket: Socket,
    handler: MessageMappingProperties,
    transform: (data: unknown) => Observable<unknown>,
    args: unknown[],
  ): void {
    const message = String(handler.message);
    // The payload as rxjs' fromEvent hands it to Nest: the one argument, or all of them (data, then an ack).
    const payload = this.mapPayload(args.length > 1 ? args : args[0]);
    const data: unknown = payload.data;
    const ack = payload.ack as ((answer: unknown) => void) | undefined;
    let answers: Observable<unknown>;
    try {
      answers = transform(handler.callback(data, ack));
    } catch (error) {
      this.handlerFailed(message, error);
      return;
    }
    answers.subscribe({
      next: (answer) => {
        if (answer === null || answer === undefined) return;
        const { event, data: eventData } = answer as { event?: unknown; data?: unknown };
        if (typeof event === 'string' && event) socket.emit(event, eventData);
        else if (!handler.isAckHandledManually && typeof ack === 'function') ack(answer);
      },
      error: (error: unknown) => this.handlerFailed(message, error),
    });
  }

  private handlerFailed(message: string, error: unknown): void {
    this.log.error({ err: String(error), message }, 'a socket message handler failed');
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(
      this.redisClients.map((client) => client.close().catch(() => client.destroy())),
    );
    this.redisClients = [];
    await this.limiterRedis?.close();
    this.limiterRedis = null;
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

/** A handshake refusal: Socket.IO sends `message` and `data` to the client's connect_error. */
function refusal(message: string, retryAfterSeconds: number): Error {
  return Object.assign(new Error(message), {
    data: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds },
  });
}
