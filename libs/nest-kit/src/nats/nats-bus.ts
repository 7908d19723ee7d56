import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  type Consumer,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { NatsRecordBuilder } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { firstValueFrom, timeout } from 'rxjs';
import { CodedError, REQUEST_ID_HEADER } from '@castline/contracts';
import { currentRequestId, type Logger } from '../logging/logger.js';
import { CastlineNatsClient } from './nats-transport.js';
import { toCallerError } from './coded-errors.js';
import type { ConsumerLag, Metrics } from '../metrics/metrics.js';

export interface NatsBusOptions {
  url: string;
  /** Connection name shown by the NATS server. */
  name: string;
  /** Subject and stream prefix (NATS_PREFIX). */
  prefix: string;
  logger: Logger;
  /** The process's metrics: request durations and consumer lag (ARCHITECTURE: Metrics). */
  metrics?: Metrics;
}

export interface StreamSpec {
  readonly name: string;
  readonly subjects: readonly string[];
  /** How long messages are kept (default a day). */
  readonly maxAgeHours?: number;
}

/** How long a request waits for its answer unless the caller says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
/** How long a JetStream publish waits for the stream's ack. */
const JS_PUBLISH_TIMEOUT_MS = 2000;
/** Pull requests expire this often, so a consumer whose server went away notices within ~2 heartbeats. */
const PULL_EXPIRES_MS = 2000;
/** Pause before a consumer that ended is attached again. */
const RECONSUME_DELAY_MS = 200;

/** A consume loop's current attachment: the consumer, its message iterator and the message handler. */
interface Attachment {
  messages: ConsumerMessages;
  consumer: Consumer;
  handle: (msg: JsMsg) => Promise<void>;
}

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
  /** The consumer each running consume loop is attached to now, by metric name (consumer lag). */
  private readonly attachedConsumers = new Map<string, Consumer | null>();

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
    const startedAt = performance.now();
    if (!this.connected) {
      this.options.metrics?.observeNatsRequest(subject, 'unavailable', startedAt);
      throw new CodedError(
        'UNAVAILABLE',
        'The data server is not available right now. Please try again in a moment.',
      );
    }
    try {
      const answer = await firstValueFrom(
        this.client
          .send<T>(subject, this.record(payload))
          .pipe(timeout(opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS)),
        { defaultValue: null as T },
      );
      this.options.metrics?.observeNatsRequest(subject, 'ok', startedAt);
      return answer;
    } catch (error) {
      const coded = toCallerError(error);
      this.options.metrics?.observeNatsRequest(
        subject,
        coded.code === 'UNAVAILABLE' ? 'unavailable' : 'error',
        startedAt,
      );
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

  /** Creates (or updates) a JetStream stream, prefixed. Messages are kept for a day unless the spec says otherwise. */
  async ensureStream(spec: StreamSpec): Promise<void> {
    const jsm = await this.jetstreamManager();
    const config = {
      name: this.streamName(spec.name),
      subjects: spec.subjects.map((s) => this.subject(s)),
      retention: RetentionPolicy.Limits,
      max_age: (spec.maxAgeHours ?? 24) * 60 * 60 * 1_000_000_000,
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
    this.js ??= jetstream(this.connection, { timeout: JS_PUBLISH_TIMEOUT_MS });
    await this.js.publish(this.subject(subject), JSON.stringify(payload), {
      msgID,
      headers: this.headersFor(),
    });
  }

  /**
   * Consumes a stream with an ordered (ephemeral) consumer from the next new message, for as long as the process
   * runs: the consumer is re-created from the last delivered stream sequence whenever NATS comes back or the
   * library gives up on it (a restarted server), and pulls expire every 2 s so a stall is noticed within
   * seconds. Nothing published while it was away is skipped.
   */
  consumeNew(
    stream: StreamSpec,
    filter: string,
    listener: (payload: unknown, streamSequence: number) => void,
  ): Promise<() => void> {
    const streamName = this.streamName(stream.name);
    let lastSequence: number | null = null;
    return this.keepConsuming(`ordered:${filter}`, async () => {
      this.js ??= jetstream(this.connection, { timeout: JS_PUBLISH_TIMEOUT_MS });
      // "New" is fixed once, as a stream sequence: a consumer re-created later resumes right after the last
      // message seen, even when nothing arrived in between.
      lastSequence ??= (await (await this.jetstreamManager()).streams.info(streamName)).state
        .last_seq;
      const consumer = await this.js.consumers.get(streamName, {
        filter_subjects: this.subject(filter),
        deliver_policy: DeliverPolicy.StartSequence,
        opt_start_seq: lastSequence + 1,
      });
      const messages = await consumer.consume({ expires: PULL_EXPIRES_MS });
      return {
        messages,
        consumer,
        handle: (msg: JsMsg) => {
          lastSequence = msg.seq;
          try {
            listener(msg.json(), msg.seq);
          } catch (error) {
            this.options.logger.warn({ err: String(error) }, 'dropped a malformed stream message');
          }
          return Promise.resolve();
        },
      };
    });
  }

  /**
   * A durable consumer shared by the replicas of a service (each message goes to one of them), from the first
   * message the stream still holds. `onMessage` must ack, nak or term the message itself (see
   * DomainEventConsumer). Re-attached whenever NATS comes back, like consumeNew.
   */
  async consumeDurable(
    stream: StreamSpec,
    spec: { durable: string; filter: string; ackWaitMs?: number },
    onMessage: (msg: JsMsg) => Promise<void>,
  ): Promise<() => void> {
    const streamName = this.streamName(stream.name);
    return this.keepConsuming(spec.durable, async () => {
      this.js ??= jetstream(this.connection, { timeout: JS_PUBLISH_TIMEOUT_MS });
      const jsm = await this.jetstreamManager();
      try {
        await jsm.consumers.info(streamName, spec.durable);
      } catch {
        await jsm.consumers.add(streamName, {
          durable_name: spec.durable,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          filter_subject: this.subject(spec.filter),
          ack_wait: (spec.ackWaitMs ?? 30_000) * 1_000_000,
          max_deliver: -1,
        });
      }
      const consumer = await this.js.consumers.get(streamName, spec.durable);
      const messages = await consumer.consume({ expires: PULL_EXPIRES_MS });
      return { messages, consumer, handle: onMessage };
    });
  }

  /**
   * The lag of every consumer this process runs (castline_jetstream_consumer_*): consumer info from the server,
   * one request per consumer. A consumer between attachments, or whose info does not come, is left out.
   */
  async consumerLag(): Promise<ConsumerLag[]> {
    const lags = await Promise.all(
      [...this.attachedConsumers].map(async ([name, consumer]) => {
        if (!consumer || !this.connected) return null;
        try {
          const info = await consumer.info();
          return { consumer: name, pending: info.num_pending, ackPending: info.num_ack_pending };
        } catch {
          return null;
        }
      }),
    );
    return lags.filter((lag): lag is ConsumerLag => lag !== null);
  }

  /**
   * Runs a consume loop until stopped: attach, hand every message to `handle` in order, and attach again after
   * the consumer ends, fails, or NATS reconnects (each reconnect replaces the consumer at once instead of
   * waiting for missed heartbeats). Resolves once the first attachment worked.
   */
  private async keepConsuming(
    label: string,
    attach: () => Promise<Attachment>,
  ): Promise<() => void> {
    let stopped = false;
    let current: ConsumerMessages | null = null;
    const first = await attach();
    current = first.messages;
    this.attachedConsumers.set(label, first.consumer);
    const stopOnReconnect = this.onReconnect(() => {
      // A fresh consumer right away; the loop below notices the stop and attaches again.
      void current?.close().catch(() => undefined);
    });
    void (async () => {
      let attached: Attachment | null = first;
      while (!stopped) {
        if (attached) {
          current = attached.messages;
          try {
            for await (const msg of attached.messages) await attached.handle(msg);
          } catch (error) {
            this.options.logger.warn(
              { consumer: label, err: String(error) },
              'stream consumer stopped',
            );
          }
        }
        attached = null;
        this.attachedConsumers.set(label, null);
        if (stopped) break;
        await new Promise((r) => setTimeout(r, RECONSUME_DELAY_MS));
        if (stopped || !this.connected) continue;
        try {
          attached = await attach();
          this.attachedConsumers.set(label, attached.consumer);
        } catch (error) {
          this.options.logger.debug(
            { consumer: label, err: String(error) },
            'could not attach the consumer yet',
          );
        }
      }
    })();
    return () => {
      stopped = true;
      this.attachedConsumers.delete(label);
      stopOnReconnect();
      void current?.close().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.connected = false;
    await this.client.close();
  }
}
