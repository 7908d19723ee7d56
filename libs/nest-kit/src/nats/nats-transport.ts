import {
  ClientNats,
  ServerNats,
  type MessageHandler,
  type MsPattern,
  type NatsContext,
} from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@castline/contracts';
import { runWithRequestId } from '../logging/logger.js';
import type { Metrics } from '../metrics/metrics.js';

/** How a process connects to NATS: reconnect forever, quickly, and notice a dead server within seconds. */
export interface NatsConnectionSettings {
  url: string;
  /** Connection name shown by the NATS server (`<service>-<instance>`). */
  name: string;
}

/** Connection options shared by every server and client of the product (nats.js ConnectionOptions). */
export function natsConnectionOptions(settings: NatsConnectionSettings) {
  return {
    servers: settings.url,
    name: settings.name,
    maxReconnectAttempts: -1,
    // A restarted nats-server is found again within ~¼ s (issue: recovery within 2 s).
    reconnectTimeWait: 250,
    reconnectJitter: 100,
    pingInterval: 2000,
    maxPingOut: 2,
  };
}

export interface CastlineNatsServerOptions extends NatsConnectionSettings {
  /** Subject prefix (NATS_PREFIX); patterns in decorators are unprefixed SUBJECTS constants. */
  prefix: string;
  /** Queue group of request handlers (the service name): replicas share the load. */
  queue: string;
  /** Which patterns this server serves (a service runs its health server before its data handlers). */
  accepts?: (pattern: string) => boolean;
  /** Handler durations go to `castline_nats_handler_duration_seconds`. */
  metrics?: Metrics;
}

/** A message being handled: its route (the unprefixed subject) and when it arrived. */
interface HandlingStart {
  channel: string;
  startedAt: number;
}

/**
 * The Nest NATS transport (`Transport.NATS`) with the product's subject prefix: handlers declared with
 * `@MessagePattern(SUBJECTS.x)` / `@EventPattern(SUBJECTS.y)` subscribe to `<prefix>.<subject>`. Request
 * handlers join the service's queue group (one replica answers); event handlers do not (every replica hears
 * an event, e.g. a revoked token every gateway must forget). Every handler runs inside the request id of its
 * message (the `x-request-id` NATS header the gateway set), so its log lines and its own NATS calls carry the same
 * id (ARCHITECTURE: one request id end to end).
 */
export class CastlineNatsServer extends ServerNats {
  private readonly prefixed: Subscription[] = [];
  private readonly started = new WeakMap<Msg, HandlingStart>();

  constructor(private readonly settings: CastlineNatsServerOptions) {
    super({ ...natsConnectionOptions(settings), queue: settings.queue });
  }

  override addHandler(
    pattern: unknown,
    callback: MessageHandler,
    isEventHandler?: boolean,
    extras?: Record<string, unknown>,
  ): void {
    const route = this.normalizePattern(pattern as string);
    if (this.settings.accepts && !this.settings.accepts(route)) return;
    super.addHandler(pattern, callback, isEventHandler, extras);
  }

  override handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    const requestId = natsMsg.headers?.get(REQUEST_ID_HEADER) || randomUUID();
    const metrics = this.settings.metrics;
    const startedAt = performance.now();
    // A request is timed until its reply is published (getPublisher below).
    if (metrics && natsMsg.reply) this.started.set(natsMsg, { channel, startedAt });
    const handled: Promise<unknown> = runWithRequestId(requestId, () =>
      super.handleMessage(channel, natsMsg),
    );
    if (!metrics || natsMsg.reply) return handled;
    return handled.then(
      (result: unknown) => {
        metrics.observeNatsHandler(channel, 'event', 'ok', startedAt);
        return result;
      },
      (error: unknown) => {
        metrics.observeNatsHandler(channel, 'event', 'error', startedAt);
        throw error;
      },
    );
  }

  /** Times a request when its first reply packet goes out: `error` when the handler answered an error. */
  override getPublisher(
    natsMsg: Msg,
    id: string,
    ctx: NatsContext,
  ): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (response: unknown) => unknown;
    const metrics = this.settings.metrics;
    if (!metrics) return publish;
    return (response: unknown) => {
      const start = this.started.get(natsMsg);
      if (start) {
        this.started.delete(natsMsg);
        const failed = (response as { err?: unknown } | null)?.err !== undefined;
        metrics.observeNatsHandler(
          start.channel,
          'request',
          failed ? 'error' : 'ok',
          start.startedAt,
        );
      }
      return publish(response);
    };
  }

  /**
   * Routes are plain subjects (SUBJECTS constants), never JSON patterns: Nest's default tries JSON.parse on every
   * message first and catches the failure.
   */
  override getRouteFromPattern(pattern: string): string {
    return pattern;
  }

  override bindEvents(client: NatsConnection): void {
    for (const [channel, handler] of this.messageHandlers) {
      const queue = handler.isEventHandler
        ? (handler.extras?.['queue'] as string | undefined)
        : ((handler.extras?.['queue'] as string | undefined) ?? this.settings.queue);
      const callback = this.getMessageHandler(channel).bind(this) as (
        error: unknown,
        msg: unknown,
      ) => void;
      this.prefixed.push(
        client.subscribe(`${this.settings.prefix}.${channel}`, {
          ...(queue ? { queue } : {}),
          callback,
        }),
      );
    }
  }

  /** The subjects this server listens on (prefixed), for logs and tests. */
  get subjects(): string[] {
    return [...this.messageHandlers.keys()].map((channel) => `${this.settings.prefix}.${channel}`);
  }
}

/**
 * The Nest NATS client (`ClientProxy`) with the product's subject prefix: `send(SUBJECTS.x, record)` publishes
 * to `<prefix>.<subject>`.
 */
export class CastlineNatsClient extends ClientNats {
  constructor(
    private readonly prefix: string,
    settings: NatsConnectionSettings,
  ) {
    super(natsConnectionOptions(settings));
  }

  protected override normalizePattern(pattern: MsPattern): string {
    return `${this.prefix}.${super.normalizePattern(pattern)}`;
  }
}
