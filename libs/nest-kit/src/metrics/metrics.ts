import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { LabelGuard, methodLabel, statusClassLabel } from './label-guard.js';

/** HTTP answers: 5 ms (a cached /health) to 10 s (a slow owner behind /things). */
export const HTTP_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** NATS requests: 1 ms (a read-model lookup) to the 5 s request timeout. */
export const NATS_BUCKETS_SECONDS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** How a NATS request ended: answered, answered with a coded error, or no answer (timeout, nobody, offline). */
export type NatsOutcome = 'ok' | 'error' | 'unavailable';
/** Where a `data_update` went out from: a committed change, a subscribe snapshot, a re-send after a reconnect. */
export type DeliverySource = 'change' | 'snapshot' | 'resend';
export const DELIVERY_SOURCES: readonly DeliverySource[] = ['change', 'snapshot', 'resend'];

export interface OutboxLag {
  /** Committed outbox rows not yet published. */
  rows: number;
  /** Age of the oldest of them in milliseconds (0 when none). */
  oldestMs: number;
}

export interface ConsumerLag {
  /** Consumer name: the durable name, or `ordered:<subject>` for an ordered consumer. */
  consumer: string;
  /** Messages of the stream the consumer has not been delivered yet. */
  pending: number;
  /** Messages delivered but not acknowledged yet (0 for ordered consumers, which do not ack). */
  ackPending: number;
}

export interface SocketSample {
  connections: number;
  /** Record rooms with at least one local socket. */
  rooms: number;
  /** Socket-to-record-room memberships (what subscribe / subscribe-multiple created). */
  subscriptions: number;
}

export interface MetricsOptions {
  /** The `service` label on every metric (gateway, match-svc, …). */
  service: string;
  /** Process defaults (CPU, memory, heap, GC, handles, event-loop lag); on unless a test turns them off. */
  defaultMetrics?: boolean;
}

/** How long a scrape waits for a sampled number (a database or NATS that is away must not hang it). */
export const SAMPLE_TIMEOUT_MS = 2000;

/**
 * Runs `sample` at most once per scrape (gauges that share a query read one result). A sample that fails or
 * takes longer than SAMPLE_TIMEOUT_MS answers null: the gauges keep their last value and the scrape still
 * answers, so metrics stay readable during the outages they should show.
 */
function perScrape<T>(sample: () => Promise<T>, ttlMs = 250): () => Promise<T | null> {
  let last: { at: number; value: Promise<T | null> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > ttlMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), SAMPLE_TIMEOUT_MS);
      });
      last = {
        at: now,
        value: Promise.race([sample().catch(() => null), timeout]).finally(() =>
          clearTimeout(timer),
        ),
      };
    }
    return last.value;
  };
}

const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/**
 * The Prometheus metrics of one process (issue 11 item 4): one prom-client Registry (never the global one, so
 * several services in one test process stay apart), the process defaults, and the product's `castline_*`
 * metrics. Request metrics are histograms observed where requests happen (HTTP server, NatsBus,
 * CastlineNatsServer); lag and socket gauges are sampled when Prometheus scrapes, from the component that owns
 * the number (`watchOutbox`, `watchConsumers`, `watchSockets`), so a process only exposes what it has. Every
 * label is bounded (LabelGuard): route patterns, SUBJECTS constants and consumer names, never ids or raw paths.
 * The README's Metrics section lists every metric with its meaning.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly natsRequestDuration: Histogram<'subject' | 'outcome'>;
  private readonly natsHandlerDuration: Histogram<'subject' | 'kind' | 'outcome'>;
  private deliveries: Counter<'source'> | null = null;
  private readonly routes = new LabelGuard();
  private readonly requestSubjects = new LabelGuard();
  private readonly handlerSubjects = new LabelGuard();
  private readonly consumers = new LabelGuard({ maxValues: 32 });

  constructor(options: MetricsOptions) {
    this.registry.setDefaultLabels({ service: options.service });
    if (options.defaultMetrics !== false) {
      collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    }
    this.httpDuration = new Histogram({
      name: 'castline_http_request_duration_seconds',
      help: 'HTTP requests served, by method, route pattern (or fixed route family) and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS_SECONDS,
      registers: [this.registry],
    });
    this.natsRequestDuration = new Histogram({
      name: 'castline_nats_request_duration_seconds',
      help: 'NATS requests this process made (client side), by subject and outcome (ok, error, unavailable).',
      labelNames: ['subject', 'outcome'],
      buckets: NATS_BUCKETS_SECONDS,
      registers: [this.registry],
    });
    this.natsHandlerDuration = new Histogram({
      name: 'castline_nats_handler_duration_seconds',
      help: 'NATS messages this process handled (server side), by subject, kind (request, event) and outcome.',
      labelNames: ['subject', 'kind', 'outcome'],
      buckets: NATS_BUCKETS_SECONDS,
      registers: [this.registry],
    });
  }

  /** The Content-Type of `scrape()` (Prometheus text format 0.0.4). */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** The metrics in Prometheus text format (samples the watched gauges first). */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  /** One HTTP answer. `route` is the route pattern or a fixed family; never a raw path. */
  observeHttp(method: string | undefined, route: string, status: number, seconds: number): void {
    this.httpDuration.observe(
      {
        method: methodLabel(method),
        route: this.routes.value(route),
        status_class: statusClassLabel(status),
      },
      seconds,
    );
  }

  /** Times a NATS request made by this process; `outcome` classifies how it ended. */
  observeNatsRequest(subject: string, outcome: NatsOutcome, startedAt: number): void {
    this.natsRequestDuration.observe(
      { subject: this.requestSubjects.value(subject), outcome },
      secondsSince(startedAt),
    );
  }

  /** Times a NATS message handled by this process (a request until its reply, an event until handled). */
  observeNatsHandler(
    subject: string,
    kind: 'request' | 'event',
    outcome: 'ok' | 'error',
    startedAt: number,
  ): void {
    this.natsHandlerDuration.observe(
      { subject: this.handlerSubjects.value(subject), kind, outcome },
      secondsSince(startedAt),
    );
  }

  /** Counts `data_update` messages written to sockets (one per socket reached). */
  countDeliveries(source: DeliverySource, sockets: number): void {
    if (sockets > 0) this.deliveryCounter().inc({ source }, sockets);
  }

  private deliveryCounter(): Counter<'source'> {
    if (!this.deliveries) {
      this.deliveries = new Counter({
        name: 'castline_data_update_deliveries_total',
        help: 'data_update messages sent to sockets (one per socket reached), by source (change, snapshot, resend); rate() gives deliveries per second.',
        labelNames: ['source'],
        registers: [this.registry],
      });
      for (const source of DELIVERY_SOURCES) this.deliveries.inc({ source }, 0);
    }
    return this.deliveries;
  }

  /** Exposes the outbox lag of this service, sampled on each scrape (one cheap indexed query). */
  watchOutbox(sample: () => Promise<OutboxLag>): void {
    const read = perScrape(sample);
    new Gauge({
      name: 'castline_outbox_pending_messages',
      help: 'Committed outbox rows not yet published to JetStream (0 when the relay keeps up).',
      registers: [this.registry],
      async collect() {
        const lag = await read();
        if (lag) this.set(lag.rows);
      },
    });
    new Gauge({
      name: 'castline_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest unpublished outbox row, in seconds (0 when none is pending).',
      registers: [this.registry],
      async collect() {
        const lag = await read();
        if (lag) this.set(lag.oldestMs / 1000);
      },
    });
  }

  /** Exposes the lag of this process's JetStream consumers, sampled on each scrape (consumer info). */
  watchConsumers(sample: () => Promise<ConsumerLag[]>): void {
    const read = perScrape(sample);
    const consumers = this.consumers;
    const gauge = (name: string, help: string, pick: (lag: ConsumerLag) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['consumer'],
        registers: [this.registry],
        async collect() {
          const lags = await read();
          if (!lags) return;
          this.reset();
          for (const lag of lags) this.set({ consumer: consumers.value(lag.consumer) }, pick(lag));
        },
      });
    gauge(
      'castline_jetstream_consumer_pending_messages',
      'Messages of the stream this consumer has not been delivered yet (consumer lag).',
      (lag) => lag.pending,
    );
    gauge(
      'castline_jetstream_consumer_ack_pending_messages',
      'Messages delivered to this durable consumer and not acknowledged yet.',
      (lag) => lag.ackPending,
    );
  }

  /** Exposes realtime's socket gauges, sampled on each scrape, and starts the delivery counter at 0. */
  watchSockets(sample: () => SocketSample): void {
    const gauge = (name: string, help: string, pick: (s: SocketSample) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(pick(sample()));
        },
      });
    gauge(
      'castline_socket_connections',
      'Socket.IO connections open on this replica.',
      (s) => s.connections,
    );
    gauge(
      'castline_socket_rooms',
      'Record rooms with at least one socket of this replica.',
      (s) => s.rooms,
    );
    gauge(
      'castline_socket_subscriptions',
      'Record subscriptions (socket × record room) on this replica.',
      (s) => s.subscriptions,
    );
    this.deliveryCounter();
  }
}
