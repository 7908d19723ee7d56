import { Metrics, SAMPLE_TIMEOUT_MS } from './metrics.js';

/** The value of one sample line (`name{labels} value`) of a scrape, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[4]);
  }
  return undefined;
}

describe('Metrics', () => {
  it('keeps its own registry, so two services in one process do not collide', async () => {
    const a = new Metrics({ service: 'match-svc', defaultMetrics: false });
    const b = new Metrics({ service: 'broadcast-svc', defaultMetrics: false });
    a.observeNatsRequest('match.qry.things', 'ok', performance.now());
    expect(a.registry).not.toBe(b.registry);
    expect(
      sample(await a.scrape(), 'castline_nats_request_duration_seconds_count', {
        service: 'match-svc',
        subject: 'match.qry.things',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      sample(await b.scrape(), 'castline_nats_request_duration_seconds_count', {
        subject: 'match.qry.things',
      }),
    ).toBeUndefined();
  });

  it('exposes the process defaults, event-loop lag included', async () => {
    const text = await new Metrics({ service: 'gateway' }).scrape();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`\n${name}{service="gateway"} `);
  });

  it('records HTTP answers by method, route pattern and status class, bounding the route', async () => {
    const metrics = new Metrics({ service: 'gateway', defaultMetrics: false });
    metrics.observeHttp('post', '/actions/:name', 201, 0.02);
    metrics.observeHttp('POST', '/actions/:name', 200, 0.03);
    metrics.observeHttp('GET', '/things/rec0123456789ABcd', 404, 0.001);
    const text = await metrics.scrape();
    expect(
      sample(text, 'castline_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/actions/:name',
        status_class: '2xx',
      }),
    ).toBe(2);
    expect(
      sample(text, 'castline_http_request_duration_seconds_bucket', {
        route: '/actions/:name',
        le: '0.025',
      }),
    ).toBe(1);
    expect(
      sample(text, 'castline_http_request_duration_seconds_count', {
        route: 'other',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(text).not.toContain('rec0123456789ABcd');
  });

  it('records NATS requests and handlers by subject and outcome', async () => {
    const metrics = new Metrics({ service: 'match-svc', defaultMetrics: false });
    const startedAt = performance.now() - 12;
    metrics.observeNatsRequest('auth.qry.verify-token', 'unavailable', startedAt);
    metrics.observeNatsHandler('match.cmd.update-match-data', 'request', 'error', startedAt);
    const text = await metrics.scrape();
    expect(
      sample(text, 'castline_nats_request_duration_seconds_sum', {
        subject: 'auth.qry.verify-token',
        outcome: 'unavailable',
      }),
    ).toBeGreaterThanOrEqual(0.012);
    expect(
      sample(text, 'castline_nats_handler_duration_seconds_count', {
        subject: 'match.cmd.update-match-data',
        kind: 'request',
        outcome: 'error',
      }),
    ).toBe(1);
  });

  it('samples the outbox lag on scrape, once for both gauges', async () => {
    const metrics = new Metrics({ service: 'match-svc', defaultMetrics: false });
    const pending = jest.fn(() => Promise.resolve({ rows: 3, oldestMs: 1500 }));
    metrics.watchOutbox(pending);
    const text = await metrics.scrape();
    expect(sample(text, 'castline_outbox_pending_messages')).toBe(3);
    expect(sample(text, 'castline_outbox_oldest_pending_age_seconds')).toBe(1.5);
    expect(pending).toHaveBeenCalledTimes(1);
  });

  it('still answers a scrape while the outbox cannot be read, keeping the last value', async () => {
    const metrics = new Metrics({ service: 'match-svc', defaultMetrics: false });
    let up = true;
    metrics.watchOutbox(() =>
      up ? Promise.resolve({ rows: 2, oldestMs: 10 }) : Promise.reject(new Error('ECONNREFUSED')),
    );
    expect(sample(await metrics.scrape(), 'castline_outbox_pending_messages')).toBe(2);
    up = false;
    await new Promise((r) => setTimeout(r, 300));
    expect(sample(await metrics.scrape(), 'castline_outbox_pending_messages')).toBe(2);
  });

  it('does not wait longer than SAMPLE_TIMEOUT_MS for a sample', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const metrics = new Metrics({ service: 'match-svc', defaultMetrics: false });
      metrics.watchOutbox(() => new Promise(() => undefined));
      const scraped = metrics.scrape();
      await jest.advanceTimersByTimeAsync(SAMPLE_TIMEOUT_MS + 1);
      expect(sample(await scraped, 'castline_outbox_pending_messages')).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('samples JetStream consumer lag per consumer, dropping consumers that went away', async () => {
    const metrics = new Metrics({ service: 'realtime-svc', defaultMetrics: false });
    let lags = [
      { consumer: 'ordered:record.evt.changed.v1', pending: 4, ackPending: 0 },
      { consumer: 'match-svc_live-match-changed', pending: 1, ackPending: 2 },
    ];
    metrics.watchConsumers(() => Promise.resolve(lags));
    let text = await metrics.scrape();
    expect(
      sample(text, 'castline_jetstream_consumer_pending_messages', {
        consumer: 'ordered:record.evt.changed.v1',
      }),
    ).toBe(4);
    expect(
      sample(text, 'castline_jetstream_consumer_ack_pending_messages', {
        consumer: 'match-svc_live-match-changed',
      }),
    ).toBe(2);
    lags = [lags[0]!];
    await new Promise((r) => setTimeout(r, 300));
    text = await metrics.scrape();
    expect(
      sample(text, 'castline_jetstream_consumer_pending_messages', {
        consumer: 'match-svc_live-match-changed',
      }),
    ).toBeUndefined();
  });

  it('samples socket gauges and counts data_update deliveries by source, from 0', async () => {
    const metrics = new Metrics({ service: 'realtime-svc', defaultMetrics: false });
    metrics.watchSockets(() => ({ connections: 2, rooms: 3, subscriptions: 5 }));
    let text = await metrics.scrape();
    expect(sample(text, 'castline_socket_connections')).toBe(2);
    expect(sample(text, 'castline_socket_rooms')).toBe(3);
    expect(sample(text, 'castline_socket_subscriptions')).toBe(5);
    expect(sample(text, 'castline_data_update_deliveries_total', { source: 'change' })).toBe(0);
    metrics.countDeliveries('change', 2);
    metrics.countDeliveries('snapshot', 1);
    metrics.countDeliveries('change', 0);
    text = await metrics.scrape();
    expect(sample(text, 'castline_data_update_deliveries_total', { source: 'change' })).toBe(2);
    expect(sample(text, 'castline_data_update_deliveries_total', { source: 'snapshot' })).toBe(1);
  });

  it('exposes only what a process has: no outbox or socket gauges until watched', async () => {
    const text = await new Metrics({ service: 'gateway', defaultMetrics: false }).scrape();
    expect(text).not.toContain('castline_outbox_');
    expect(text).not.toContain('castline_socket_');
    expect(text).not.toContain('castline_data_update_');
  });

  // Prometheus parses float values with Go's ParseFloat, which takes NaN in any case (prom-client writes `Nan`).
  it('writes Prometheus text format: HELP and TYPE for each family, well-formed samples', async () => {
    const metrics = new Metrics({ service: 'gateway' });
    metrics.observeHttp('GET', '/health', 200, 0.001);
    const text = await metrics.scrape();
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const line of text.split('\n').filter(Boolean)) {
      expect(line).toMatch(
        /^(# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+|[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? -?(\d+(\.\d+)?(e[+-]?\d+)?|[Nn]a[Nn]|\+Inf|-Inf))$/,
      );
    }
    for (const name of text.matchAll(/^castline_\w+/gm))
      expect(name[0]).toMatch(
        /_(seconds|total|messages|connections|rooms|subscriptions)(_bucket|_sum|_count)?$/,
      );
  });
});
