import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { NatsRecordBuilder } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { firstValueFrom, timeout } from 'rxjs';
import { CodedError, REQUEST_ID_HEADER } from '@castline/contracts';
import { currentRequestId, type Logger } from '../logging/logger.js';
import { CastlineNatsClient } from './nats-transport.js';
import { toCallerError } from './coded-errors.js';

export interface NatsBusOptions {
  url: string;
  /** Connection name shown by the NATS server. */
  name: string;
  /** Subject and stream prefix (NATS_PREFIX). */
  prefix: string;
  logger: Logger;
}

export interface StreamSpec {
  readonly name: string;
  readonly subjects: readonly string[];
}

/** How long a request waits for its answer unless the caller says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;

/**
 * The NATS side of a process that calls others: request/reply and events through Nest's NATS `ClientProxy`
 * (prefixed subjects, the request id in the `x-request-id` NATS header, coded errors back as CodedError), and
 * JetStream (streams, the outbox relay's publishes, consumers) with `@nats-io/jetstream` on the same
 * connection. Handlers are Nest `@MessagePattern` / `@EventPattern` methods served by CastlineNatsServer.
 */
export class NatsBus {
  readonly client: CastlineNatsClient;
  private js: JetStreamClient | null = null;
  private jsm: JetStreamManager | null = null;
  private connected = false;
  private readonly reconnectListeners = new Set<() => void>();
  private readonly disconnectListeners = new Set<() => void>();

  constructor(private readonly options: NatsBusOptions) {
    this.client = new CastlineNatsClient(options.prefix, { url: options.url, name: options.name });
  }

  /** The subject as it travels on the wire. */
  subject(subject: string): string {
    return `${this.options.prefix}.${subject}`;
  }
  streamName(name: string): string {
    return `${this.options.prefix.toUpperCase()}_${name}`;
  }
  get prefix(): string {
    return this.options.prefix;
  }

  async connect(): Promise<void> {
    await this.client.connect();
    this.connected = true;
    this.client.on('disconnect', () => {
      this.connected = false;
      this.options.logger.warn('NATS disconnected');
      for (const l of this.disconnectListeners) l();
    });
    this.client.on('reconnect', (server) => {
      this.connected = true;
      this.options.logger.warn({ server }, 'NATS reconnected');
      for (const l of this.reconnectListeners) l();
    });
  }

  /** The underlying nats.js connection (JetStream, and test fakes that answer on raw subjects). */
  get connection(): NatsConnection {
    return this.client.unwrap<NatsConnection>();
  }
  /** False from a disconnect until the reconnect (requests then fail fast as UNAVAILABLE). */
  get isConnected(): boolean {
    return this.connected;
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }
  onDisconnect(listener: () => void): () => void {
    this.disconnectListeners.add(listener);
    return () => this.disconnectListeners.delete(listener);
  }

  private headersFor(requestId = currentRequestId() ?? randomUUID()) {
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, requestId);
    return h;
  }

  private record(payload: unknown) {
    return new NatsRecordBuilder(payload ?? {}).setHeaders(this.headersFor()).build();
  }

  /**
   * Request/reply (`ClientProxy.send`): answers the reply's data, or throws the reply's CodedError; a timeout,
   * a lost connection or nobody listening is UNAVAILABLE.
   */
  async request<T = unknown>(
    subject: string,
    payload: unknown,
    opts: { timeoutMs?: number } = {},
  ): Promise<T> {
    if (!this.connected)
      throw new CodedError(
        'UNAVAILABLE',
        'The data server is not available right now. Please try again in a moment.',
      );
    try {
      return await firstValueFrom(
        this.client
          .send<T>(subject, this.record(payload))
          .pipe(timeout(opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS)),
        { defaultValue: null as T },
      );
    } catch (error) {
      const coded = toCallerError(error);
      if (coded.code === 'UNAVAILABLE') {
        this.options.logger.warn(
          { subject, err: error instanceof Error ? error.message : JSON.stringify(error) },
          'NATS request failed',
        );
      }
      throw coded;
    }
  }

  /** Publishes a core NATS event (`ClientProxy.emit`, fire and forget; every listening replica hears it). */
  publish(subject: string, payload: unknown): void {
    this.client.emit(subject, this.record(payload)).subscribe({
      error: (error: unknown) =>
        this.options.logger.debug({ subject, err: String(error) }, 'could not publish an event'),
    });
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
    await this.js.publish(this.subject(subject), JSON.stringify(payload), {
      msgID,
      headers: this.headersFor(),
    });
  }

  /**
   * Consumes a stream with an ordered consumer starting at new messages. The client library re-creates the
   * consumer after a reconnect from the last delivered sequence, so nothing published while it was away is lost.
   */
  async consumeNew(
    stream: StreamSpec,
    filter: string,
    listener: (payload: unknown) => void,
  ): Promise<() => void> {
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
          this.options.logger.warn(
            { err: String(error) },
            'stream handler failed; will be redelivered',
          );
          msg.nak(1000);
        }
      }
    })();
    return () => messages.stop();
  }

  async close(): Promise<void> {
    this.connected = false;
    await this.client.close();
  }
}
