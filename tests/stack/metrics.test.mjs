// Metrics (issue 11 item 4): every process of the stack serves GET /metrics in Prometheus text format on its
// internal port (the services' HEALTH_PORT, each realtime replica's PORT, the gateway's METRICS_PORT), and the
// numbers follow what the stack did: a /things read, an action, a socket subscription and its data_update.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  action,
  connectSocket,
  connected,
  demoUsers,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*",?)*)\\})? (\\S+)$`,
);
const VALUE = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|[Nn]a[Nn]|[+-]Inf)$/;
const SUFFIXES = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

/**
 * A strict reader of the Prometheus text format (0.0.4): every family has HELP and TYPE before its samples, every
 * sample belongs to the family it follows (with the suffixes of its type), label sets are well-formed, values
 * parse, histogram buckets are cumulative and end at +Inf = _count. Throws on the first bad line.
 */
export function parsePrometheusText(text) {
  const families = new Map();
  let current = null;
  for (const [index, line] of text.split('\n').entries()) {
    const where = `line ${index + 1}: ${line}`;
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      assert.match(name, new RegExp(`^${NAME}$`), where);
      const family = families.get(name) ?? { name, help: null, type: null, samples: [] };
      if (kind === 'HELP') family.help = rest;
      else {
        assert.match(rest, /^(counter|gauge|histogram|summary|untyped)$/, where);
        family.type = rest;
      }
      families.set(name, family);
      current = family;
      continue;
    }
    assert.ok(!line.startsWith('#'), `unexpected comment, ${where}`);
    const sample = SAMPLE.exec(line);
    assert.ok(sample, `malformed sample, ${where}`);
    const [, name, labelText = '', value] = sample;
    assert.match(value, VALUE, where);
    assert.ok(current?.type && current.help !== null, `sample before HELP/TYPE, ${where}`);
    const suffix = name.slice(current.name.length);
    assert.ok(
      name.startsWith(current.name) && (SUFFIXES[current.type] ?? ['']).includes(suffix),
      `sample outside its family ${current.name}, ${where}`,
    );
    const labels = Object.fromEntries(
      [...labelText.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    current.samples.push({ name, labels, value: Number(value) });
  }
  for (const family of families.values()) {
    if (family.type !== 'histogram') continue;
    const series = new Map();
    for (const s of family.samples) {
      const { le, ...rest } = s.labels;
      const key = JSON.stringify(rest);
      const entry = series.get(key) ?? { buckets: [], count: null };
      if (s.name.endsWith('_bucket')) entry.buckets.push([le, s.value]);
      if (s.name.endsWith('_count')) entry.count = s.value;
      series.set(key, entry);
    }
    for (const [key, { buckets, count }] of series) {
      for (let i = 1; i < buckets.length; i++)
        assert.ok(
          buckets[i][1] >= buckets[i - 1][1],
          `${family.name}${key}: buckets not cumulative`,
        );
      assert.equal(buckets.at(-1)?.[0], '+Inf', `${family.name}${key}: no +Inf bucket`);
      assert.equal(
        buckets.at(-1)[1],
        count,
        `${family.name}${key}: +Inf bucket differs from _count`,
      );
    }
  }
  return families;
}

/** The samples of `name` whose labels include `labels` (a RegExp matches a label's value). */
function samples(families, name, labels = {}) {
  return [...families.values()]
    .flatMap((family) => family.samples)
    .filter(
      (s) =>
        s.name === name &&
        Object.entries(labels).every(([k, v]) =>
          v instanceof RegExp ? v.test(s.labels[k] ?? '') : s.labels[k] === v,
        ),
    );
}
/** The sum of the matching samples (0 when none). */
const total = (families, name, labels) =>
  samples(families, name, labels).reduce((sum, s) => sum + s.value, 0);
/** The one matching sample's value; fails when there is none. */
function value(families, name, labels) {
  const found = samples(families, name, labels);
  assert.equal(found.length, 1, `one sample of ${name} ${JSON.stringify(labels)}`);
  return found[0].value;
}

async function scrape(port) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  assert.equal(res.status, 200, `GET /metrics on port ${port}`);
  assert.match(res.headers.get('content-type'), /^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

describe('metrics', { timeout: 300_000 }, () => {
  let stack;
  let users;
  let match;
  let socketReplica;

  before(async () => {
    stack = await startTestStack();
    users = await demoUsers(stack);
    const { body } = await things(stack.base, ['special:upcoming-matches']);
    match = body[0].matches[0];
    assert.ok(match, 'the demo season has an upcoming match');
    const socketPort = Number(new URL(stack.socketUrl).port);
    const index = stack.realtimePorts.indexOf(socketPort);
    assert.ok(index >= 0, 'the socket URL is a realtime replica');
    socketReplica = stack.realtimePorts.length > 1 ? `realtime-svc-${index + 1}` : 'realtime-svc';
  });

  after(async () => {
    await stack?.close();
  });

  it('gives every process a metrics port, and the gateway one apart from its public port', () => {
    assert.deepEqual(Object.keys(stack.metricsPorts).sort(), [...stack.children.keys()].sort());
    assert.notEqual(stack.metricsPorts.gateway, stack.port);
  });

  it('serves nothing of the metrics on the gateway public port', async () => {
    const res = await fetch(`${stack.base}/metrics`);
    const body = await res.text();
    assert.notEqual(res.headers.get('content-type')?.startsWith('text/plain; version=0.0.4'), true);
    assert.doesNotMatch(body, /^# (HELP|TYPE) /m);
    assert.doesNotMatch(body, /castline_/);
  });

  it('counts /things, an action, a socket subscription and its data_update on every process', async (t) => {
    const gatewayBefore = await scrape(stack.metricsPorts.gateway);
    const thingsRoute = { method: 'POST', route: /things/, status_class: '2xx' };
    const thingsBefore = total(
      gatewayBefore,
      'castline_http_request_duration_seconds_count',
      thingsRoute,
    );

    // A socket on one replica (polling first, as browsers do, so its handshake is an HTTP request there).
    const client = connectSocket(stack.socketUrl, { transports: ['polling', 'websocket'] });
    t.after(() => client.socket.close());
    await connected(client.socket);
    client.socket.emit('subscribe-multiple', [match]);
    const snapshot = await waitFor(
      () => client.updates.find((u) => u.id === match),
      10_000,
      'the snapshot',
    );
    // A score the match does not have yet, so the action really changes the record.
    const score = (Number(snapshot.data.score_1) || 0) + 1;

    assert.equal((await things(stack.base, [match])).status, 200);
    const organiser = users.byRole('organiser')[0];
    const res = await action(
      stack.base,
      'update-match-data',
      { matchID: match, updatedData: { score_1: score } },
      organiser.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await waitFor(
      () => client.updates.find((u) => u.id === match && u.data.score_1 === score),
      10_000,
      'data_update',
    );

    // Gateway: HTTP by route pattern, NATS requests by subject (client side).
    const gateway = await scrape(stack.metricsPorts.gateway);
    assert.ok(
      total(gateway, 'castline_http_request_duration_seconds_count', thingsRoute) > thingsBefore,
      'the /things count went up',
    );
    assert.ok(
      value(gateway, 'castline_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/actions/:name',
        status_class: '2xx',
      }) >= 1,
    );
    for (const subject of [
      'match.qry.things',
      'match.cmd.update-match-data',
      'auth.qry.verify-token',
    ])
      assert.ok(
        total(gateway, 'castline_nats_request_duration_seconds_count', {
          subject,
          outcome: 'ok',
        }) >= 1,
        `gateway requested ${subject}`,
      );
    const allLabels = [...gateway.values()].flatMap((f) => f.samples.map((s) => s.labels));
    assert.ok(
      allLabels.every((labels) => !Object.values(labels).some((v) => /rec[0-9A-Za-z]{14}/.test(v))),
      'no record id in any label',
    );

    // Services: handler durations (server side), outbox lag back to 0, the durable consumer's lag.
    const [auth, matchSvc, broadcast] = await Promise.all(
      ['auth-svc', 'match-svc', 'broadcast-svc'].map((name) => scrape(stack.metricsPorts[name])),
    );
    assert.ok(
      total(auth, 'castline_nats_handler_duration_seconds_count', {
        subject: 'auth.qry.verify-token',
        kind: 'request',
        outcome: 'ok',
      }) >= 1,
    );
    for (const subject of ['match.qry.things', 'match.cmd.update-match-data'])
      assert.ok(
        total(matchSvc, 'castline_nats_handler_duration_seconds_count', {
          subject,
          kind: 'request',
          outcome: 'ok',
        }) >= 1,
        `match-svc handled ${subject}`,
      );
    assert.ok(
      total(broadcast, 'castline_nats_handler_duration_seconds_count', {
        subject: 'broadcast.qry.things',
        kind: 'request',
      }) >= 1,
    );
    assert.ok(
      samples(matchSvc, 'castline_jetstream_consumer_pending_messages', {
        consumer: 'match-svc_live-match-changed',
      }).length === 1,
      "match-svc reports its durable consumer's lag",
    );
    for (const name of ['match-svc', 'broadcast-svc']) {
      const drained = await waitFor(
        async () => {
          const m = await scrape(stack.metricsPorts[name]);
          return value(m, 'castline_outbox_pending_messages', { service: name }) === 0 ? m : null;
        },
        10_000,
        `${name} outbox drained`,
      );
      assert.equal(value(drained, 'castline_outbox_oldest_pending_age_seconds'), 0);
    }

    // Realtime: the socket, its room and subscription, the deliveries, the ordered consumer, HTTP polling.
    const realtime = await scrape(stack.metricsPorts[socketReplica]);
    assert.equal(value(realtime, 'castline_socket_connections'), 1);
    assert.ok(value(realtime, 'castline_socket_rooms') >= 1);
    assert.ok(value(realtime, 'castline_socket_subscriptions') >= 1);
    assert.ok(value(realtime, 'castline_data_update_deliveries_total', { source: 'change' }) >= 1);
    assert.ok(
      value(realtime, 'castline_data_update_deliveries_total', { source: 'snapshot' }) >= 1,
    );
    assert.ok(
      total(realtime, 'castline_http_request_duration_seconds_count', { route: '/socket.io' }) >= 1,
      'socket.io polling requests are timed',
    );
    await waitFor(
      async () =>
        value(
          await scrape(stack.metricsPorts[socketReplica]),
          'castline_jetstream_consumer_pending_messages',
          {
            consumer: 'ordered:record.evt.changed.v1',
          },
        ) === 0,
      10_000,
      'the record consumer caught up',
    );
    for (const [label, port] of Object.entries(stack.metricsPorts)) {
      if (!label.startsWith('realtime-svc') || label === socketReplica) continue;
      assert.equal(value(await scrape(port), 'castline_socket_connections'), 0, label);
    }

    client.socket.close();
    await waitFor(
      async () =>
        value(await scrape(stack.metricsPorts[socketReplica]), 'castline_socket_connections') === 0,
      10_000,
      'the socket gauge back to 0',
    );
  });

  it('has the process defaults and event-loop lag on every process, labelled with its service', async () => {
    for (const [label, port] of Object.entries(stack.metricsPorts)) {
      const families = await scrape(port);
      const service = label.replace(/-\d+$/, '');
      for (const name of [
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
      ])
        assert.equal(samples(families, name, { service }).length, 1, `${label} ${name}`);
      assert.ok(value(families, 'process_resident_memory_bytes') > 10_000_000, label);
      assert.ok(value(families, 'nodejs_eventloop_lag_seconds') >= 0, label);
    }
  });
});
