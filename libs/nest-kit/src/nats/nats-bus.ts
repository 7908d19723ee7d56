import { connect, headers as natsHeaders, type NatsConnection, type Msg } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CodedError, NatsReplySchema, REQUEST_ID_HEADER, type NatsReply } from '@castline/contracts';
import { currentRequestId, runWithRequestId, type Logger } from '../logging/logger.js';

export interface NatsBusOptions {
  url: string;
  /** Connection name shown by the NATS server. */
  name: string;
  /** Subject and stream prefix (NATS_PREFIX). */
  prefix: string;
  logger: Logger;
}

export interface HandlerContext {
  requestId: string;
  subject: string;
}
/** A request handler; it may answer synchronously or with a promise. */
export type RequestHandler = (payload: unknown, ctx: HandlerContext) => unknown;

export interface StreamSpec {
  readonly name: string;
  readonly subjects: readonly string[];
}

/**
 * The one NATS client of a process: prefixed subjects, JSON payloads, request ids in headers, coded errors in
 * replies, JetStream streams and consumers. Apps never see raw subjects or raw connections.
 */
export class NatsBus {
  private nc: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private jsm: JetStreamManager | null = null;
  private readonly reconnectListeners = new Set<() => void>();
  private readonly disconnectListeners = new Set<() => void>();

  constructor(private readonly options: NatsBusOptions) {}

  /** The subject as it travels on the wire. */
  subject(subject: string): string {
    return `${this.options.prefix}.${subject}`;
  }
  streamName(name: string): string {
    return `${this.options.prefix.toUpperCase()}_${name}`;
  }

  async connect(): Promise<void> {
    this.nc = await connect({
      servers: this.options.url,
      name: this.options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      pingInterval: 5000,
      maxPingOut: 3,
    });
    void this.watchStatus(this.nc);
  }

  get connection(): NatsConnection {
    if (!this.nc) throw new Error('NATS is not connected');
    return this.nc;
  }
  get isConnected(): boolean {
    return this.nc !== null && !this.nc.isClosed();
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }
  onDisconnect(listener: () => void): () => void {
    this.disconnectListeners.add(listener);
    return () => this.disconnectListeners.delete(listener);
  }

  private async watchStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') {
        this.options.logger.warn({ server: status.server }, 'NATS reconnected');
        for (const l of this.reconnectListeners) l();
      } else if (status.type === 'disconnect') {
        this.options.logger.warn('NATS disconnected');
        for (const l of this.disconnectListeners) l();
      }
    }
  }

  private headersFor(requestId = currentRequestId() ?? randomUUID()) {
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, requestId);
    return h;
  }

  /** Request/reply: answers the reply's data, or throws the reply's CodedError (UNAVAILABLE when nobody answers). */
  async request<T = unknown>(subject: string, payload: unknown, opts: { timeoutMs?: number } = {}): Promise<T> {
    let msg: Msg;
    try {
      msg = await this.connection.request(this.subject(subject), JSON.stringify(payload), {
        timeout: opts.timeoutMs ?? 5000,
        headers: this.headersFor(),
      });
    } catch (error) {
      this.options.logger.warn({ subject, err: String(error) }, 'NATS request failed');
      throw new CodedError('UNAVAILABLE', 'The data server is not available right now. Please try again in a moment.');
    }
    const reply = NatsReplySchema.parse(msg.json());
    if (reply.ok) return reply.data as T;
    throw new CodedError(reply.code, reply.message, reply.data);
  }

  /** Publishes a core NATS event (fire and forget). */
  publish(subject: string, payload: unknown): void {
    this.connection.publish(this.subject(subject), JSON.stringify(payload), { headers: this.headersFor() });
  }

  /** Serves request/reply on a subject; with `queue`, replicas share the load. */
  handle(subject: string, handler: RequestHandler, opts: { queue?: string } = {}): void {
    const sub = this.connection.subscribe(this.subject(subject), opts.queue ? { queue: opts.queue } : {});
    void (async () => {
      for await (const msg of sub) {
        void this.answer(subject, msg, handler);
      }
    })();
  }

  private async answer(subject: string, msg: Msg, handler: RequestHandler): Promise<void> {
    const requestId = msg.headers?.get(REQUEST_ID_HEADER) || randomUUID();
    const reply = await runWithRequestId(requestId, async (): Promise<NatsReply> => {
      try {
        const payload: unknown = msg.data.length ? msg.json() : null;
        const data = await handler(payload, { requestId, subject });
        return { ok: true, data: data ?? null };
      } catch (error) {
        return this.toErrorReply(subject, error);
      }
    });
    if (msg.reply) msg.respond(JSON.stringify(reply));
  }

  private toErrorReply(subject: string, error: unknown): NatsReply {
    if (error instanceof CodedError) {
      return { ok: false, code: error.code, message: error.message, data: error.details ?? null };
    }
    if (error instanceof z.ZodError) {
      return { ok: false, code: 'BAD_REQUEST', message: error.issues.map((i) => i.message).join('; ') };
    }
    this.options.logger.error({ subject, err: error instanceof Error ? error.stack : String(error) }, 'handler failed');
    return { ok: false, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
  }

  /** Listens to core NATS events (no reply). */
  subscribe(subject: string, listener: (payload: unknown, subject: string) => void, opts: { queue?: string } = {}): void {
    const sub = this.connection.subscribe(this.subject(subject), opts.queue ? { queue: opts.queue } : {});
    void (async () => {
      for await (const msg of sub) {
        try {
          const requestId = msg.headers?.get(REQUEST_ID_HEADER) || randomUUID();
          runWithRequestId(requestId, () => listener(msg.json(), msg.subject));
        } catch (error) {
          this.options.logger.warn({ subject, err: String(error) }, 'dropped a malformed event');
        }
      }
    })();
  }

  private async jetstreamManager(): Promise<JetStreamManager> {
    this.jsm ??= await jetstreamManager(this.connection);
    return this.jsm;
  }

  /** Creates (or updates) a JetStream stream, prefixed. Records are kept for a day. */
  async ensureStream(spec: StreamSpec): Promise<void> {
    const jsm = await this.jetstreamManager();
    const config = {
      name: this.streamName(spec.name),
      subjects: spec.subjects.map((s) => this.subject(s)),
      retention: RetentionPolicy.Limits,
      max_age: 24 * 60 * 60 * 1_000_000_000,
      duplicate_window: 2 * 60 * 1_000_000_000,
    };
    try {
      await jsm.streams.info(config.name);
      await jsm.streams.update(config.name, config);
    } catch {
      await jsm.streams.add(config);
    }
  }

  /** Publishes to JetStream and waits for the ack; msgID de-duplicates re-sends within two minutes. */
  async jsPublish(subject: string, payload: unknown, msgID: string): Promise<void> {
    this.js ??= jetstream(this.connection);
    await this.js.publish(this.subject(subject), JSON.stringify(payload), { msgID, headers: this.headersFor() });
  }

  /**
   * Consumes a stream with an ordered consumer starting at new messages. The client library re-creates the
   * consumer after a reconnect from the last delivered sequence, so nothing published while it was away is lost.
   */
  async consumeNew(stream: StreamSpec, filter: string, listener: (payload: unknown) => void): Promise<() => void> {
    this.js ??= jetstream(this.connection);
    const consumer = await this.js.consumers.get(this.streamName(stream.name), {
      filter_subjects: this.subject(filter),
      deliver_policy: DeliverPolicy.New,
    });
    const messages = await consumer.consume();
    void (async () => {
      for await (const msg of messages) {
        try {
          listener(msg.json());
        } catch (error) {
          this.options.logger.warn({ err: String(error) }, 'dropped a malformed stream message');
        }
      }
    })();
    return () => messages.stop();
  }

  /** A durable, shared (work-queue style) consumer: each message handled once by one replica, acked after. */
  async consumeDurable(
    stream: StreamSpec,
    durable: string,
    filter: string,
    listener: (payload: unknown) => Promise<void>,
  ): Promise<() => void> {
    this.js ??= jetstream(this.connection);
    const jsm = await this.jetstreamManager();
    const streamName = this.streamName(stream.name);
    try {
      await jsm.consumers.info(streamName, durable);
    } catch {
      await jsm.consumers.add(streamName, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.New,
        filter_subject: this.subject(filter),
        max_deliver: 10,
      });
    }
    const consumer = await this.js.consumers.get(streamName, durable);
    const messages = await consumer.consume();
    void (async () => {
      for await (const msg of messages) {
        try {
          await listener(msg.json());
          msg.ack();
        } catch (error) {
          this.options.logger.warn({ err: String(error) }, 'stream handler failed; will be redelivered');
          msg.nak(1000);
        }
      }
    })();
    return () => messages.stop();
  }

  async close(): Promise<void> {
    if (this.nc && !this.nc.isClosed()) await this.nc.drain();
  }
}
