// Limits everywhere a stranger can reach (issue 11 item 2), over real HTTP and sockets against the real Redis:
// /things, /image.*, /auth/*, /actions/* answer the 429 envelope with Retry-After beyond their budget per client
// address (two gateway processes on one Redis share that budget), TRUST_PROXY decides the address, sockets are
// refused beyond the per-address cap and told when they subscribe beyond theirs, every answer carries the security
// headers, and an image size off the ladder is a 400.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { io } from 'socket.io-client';
import { freePort, testPrefix } from '../../tools/stack.mjs';
import { SERVICES_ENV, startTestStack, waitFor } from './stack-helpers.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RATE_LIMITED = {
  error: true,
  errorMessage: 'Too many requests. Please slow down and try again.',
  code: 'RATE_LIMITED',
  data: null,
};

// Small budgets so a test can spend them; TRUST_PROXY=loopback lets each test be its own client address.
const LIMITS_ENV = {
  TRUST_PROXY: 'loopback',
  THINGS_RATE_LIMIT_BURST: '5',
  THINGS_RATE_LIMIT_PER_SECOND: '1',
  IMAGE_RATE_LIMIT_BURST: '5',
  IMAGE_RATE_LIMIT_PER_SECOND: '1',
  ACTION_RATE_LIMIT_BURST: '6',
  ACTION_RATE_LIMIT_PER_SECOND: '1',
  AUTH_RATE_LIMIT_BURST: '5',
  AUTH_RATE_LIMIT_PER_MINUTE: '1',
  SOCKET_CONNECTIONS_PER_ADDRESS: '3',
  SOCKET_HANDSHAKES_PER_MINUTE: '8',
  MAX_SUBSCRIPTIONS_PER_SOCKET: '10',
  SUBSCRIBE_RATE_LIMIT_BURST: '20',
  SUBSCRIBE_RATE_LIMIT_PER_SECOND: '1',
};

let addressCounter = 0;
/** A fresh client address (through the trusted loopback proxy) per test, so budgets never mix. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

async function call(base, method, route, { address, body } = {}) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (an image)
  }
  return { status: res.status, headers: res.headers, body: json };
}

/** Calls `route` one at a time until the first 429 (at most `max` calls); answers every answer. */
async function spendUntilLimited(send, max) {
  const answers = [];
  for (let i = 0; i < max; i++) {
    const answer = await send(i);
    answers.push(answer);
    if (answer.status === 429) break;
  }
  return answers;
}

function assertLimited(answers, budget, label, envelope = RATE_LIMITED) {
  const last = answers.at(-1);
  assert.equal(last.status, 429, `${label}: no 429 after ${answers.length} calls`);
  assert.equal(answers.length, budget + 1, `${label}: 429 after exactly the budget of ${budget}`);
  assert.ok(answers.slice(0, -1).every((a) => a.status !== 429));
  assert.deepEqual(last.body, envelope, `${label}: the 429 envelope`);
  const retryAfter = Number(last.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `${label}: Retry-After ${retryAfter}`);
}

/** A socket straight to a realtime replica, as the browser opens it, from `address` (through loopback). */
function openSocket(url, address) {
  return io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
}

const outcome = (socket) =>
  new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error) =>
      resolve({ connected: false, message: error.message, data: error.data }),
    );
  });

describe('limits everywhere a stranger can reach', { timeout: 300_000 }, () => {
  let stack;
  let prefix;
  let second; // a second gateway process on the same NATS prefix and Redis
  let secondBase;
  const sockets = [];

  before(async () => {
    prefix = testPrefix();
    stack = await startTestStack({ env: { ...LIMITS_ENV, NATS_PREFIX: prefix } });
    const port = await freePort();
    second = spawn(process.execPath, [path.join(ROOT, 'apps/gateway/dist/main.js')], {
      env: {
        ...process.env,
        ...LIMITS_ENV,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        NATS_URL: SERVICES_ENV.natsUrl,
        NATS_PREFIX: prefix,
        REDIS_URL: SERVICES_ENV.redisUrl,
        PORT: String(port),
        INSTANCE_ID: 'gateway-2',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    secondBase = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => (await fetch(`${secondBase}/health`).catch(() => null))?.status === 200,
      60_000,
      'the second gateway',
    );
  });

  after(async () => {
    for (const socket of sockets) socket.close();
    if (second && second.exitCode === null) {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
    await stack?.close();
  });

  it('answers /things with 429, the envelope and Retry-After after its budget', async () => {
    const address = nextAddress();
    const answers = await spendUntilLimited(
      () => call(stack.base, 'POST', '/things', { address, body: { ids: 'special:teams' } }),
      10,
    );
    assert.equal(answers[0].status, 200);
    // /things keeps the spec's {error, message} shape (public-site §7) and adds the code.
    assertLimited(answers, 5, '/things', {
      error: true,
      message: RATE_LIMITED.errorMessage,
      code: 'RATE_LIMITED',
    });
  });

  it('answers /image.* with 429 after its budget, and an off-ladder size with a 400', async () => {
    const address = nextAddress();
    const offLadder = await call(stack.base, 'GET', '/image.png?id=recNoSuchImage000&size=w-51', {
      address,
    });
    assert.equal(offLadder.status, 400);
    assert.equal(offLadder.body.code, 'BAD_REQUEST');
    assert.match(offLadder.body.errorMessage, /not offered.*h-50, h-120, h-240, w-50/);
    const answers = await spendUntilLimited(
      () => call(stack.base, 'GET', '/image.png?id=recNoSuchImage000&size=w-50', { address }),
      10,
    );
    assert.equal(answers[0].status, 404);
    assertLimited(answers, 4, '/image.* (one spent on the 400)');
  });

  it('answers /auth/* with 429 after its budget', async () => {
    const address = nextAddress();
    const answers = await spendUntilLimited(
      () => call(stack.base, 'POST', '/auth/login', { address, body: {} }),
      10,
    );
    assert.notEqual(answers[0].status, 429);
    assert.equal(answers.at(-1).status, 429);
    assert.equal(answers.length, 6);
    assert.equal(answers.at(-1).body.code, 'RATE_LIMITED');
    assert.ok(Number(answers.at(-1).headers.get('retry-after')) >= 1);
  });

  it('shares the /actions budget between two gateway processes on one Redis', async () => {
    const address = nextAddress();
    const answers = await spendUntilLimited(
      (i) =>
        call(i % 2 === 0 ? stack.base : secondBase, 'POST', '/actions/no-such-action', {
          address,
          body: {},
        }),
      12,
    );
    assert.equal(answers[0].status, 404);
    assert.equal(answers[1].status, 404, 'the second gateway answers too');
    assertLimited(answers, 6, '/actions across two gateways');
  });

  it('keys budgets on the forwarded address only through a trusted proxy', async () => {
    const address = nextAddress();
    await spendUntilLimited(
      () => call(stack.base, 'POST', '/things', { address, body: { ids: 'special:teams' } }),
      10,
    );
    const other = await call(stack.base, 'POST', '/things', {
      address: nextAddress(),
      body: { ids: 'special:teams' },
    });
    assert.equal(other.status, 200, 'another forwarded address has its own budget');
  });

  it('puts the security headers on every answer, a 429 included', async () => {
    const answers = [
      await call(stack.base, 'GET', '/health'),
      await call(stack.base, 'POST', '/things', { address: nextAddress(), body: { ids: 'x' } }),
      await call(stack.base, 'GET', '/no-such-route', { address: nextAddress() }),
    ];
    const address = nextAddress();
    const limited = await spendUntilLimited(
      () => call(stack.base, 'POST', '/things', { address, body: { ids: 'special:teams' } }),
      10,
    );
    answers.push(limited.at(-1));
    for (const { headers, status } of answers) {
      const csp = headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, `CSP on a ${status}`);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /frame-ancestors 'self'/);
      for (const url of stack.socketUrls ?? [])
        assert.ok(csp.includes(url), `connect-src allows ${url}`);
      assert.equal(headers.get('x-content-type-options'), 'nosniff');
      assert.equal(headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin');
      assert.equal(headers.get('x-powered-by'), null);
    }
  });

  it('refuses a socket beyond the open sockets of one address with a readable connect_error', async () => {
    const url = `http://127.0.0.1:${stack.realtimePorts[0]}`;
    const address = nextAddress();
    const open = [];
    for (let i = 0; i < 3; i++) {
      const socket = openSocket(url, address);
      sockets.push(socket);
      open.push(socket);
      assert.deepEqual(await outcome(socket), { connected: true });
    }
    const refused = openSocket(url, address);
    sockets.push(refused);
    const result = await outcome(refused);
    assert.equal(result.connected, false);
    assert.match(result.message, /Too many connections from your address/);
    assert.equal(result.data?.code, 'RATE_LIMITED');
    // Another address still connects; and once one socket of the first closes, it may open one again.
    const stranger = openSocket(url, nextAddress());
    sockets.push(stranger);
    assert.deepEqual(await outcome(stranger), { connected: true });
    open[0].close();
    await new Promise((r) => setTimeout(r, 300));
    const again = openSocket(url, address);
    sockets.push(again);
    assert.deepEqual(await outcome(again), { connected: true });
  });

  it('refuses new sockets of one address beyond its handshakes per minute, counted across both replicas', async () => {
    const address = nextAddress();
    // Eight handshakes, alternating replicas, each closed before the next (never more than one open).
    for (let i = 0; i < 8; i++) {
      const socket = openSocket(`http://127.0.0.1:${stack.realtimePorts[i % 2]}`, address);
      sockets.push(socket);
      assert.deepEqual(await outcome(socket), { connected: true }, `handshake ${i + 1}`);
      socket.close();
    }
    for (const port of stack.realtimePorts) {
      const refused = openSocket(`http://127.0.0.1:${port}`, address);
      sockets.push(refused);
      const result = await outcome(refused);
      assert.equal(result.connected, false, `the ninth handshake on ${port}`);
      assert.match(result.message, /Too many connections from your address/);
      assert.equal(result.data?.code, 'RATE_LIMITED');
      assert.ok(result.data?.retryAfter >= 1 && result.data.retryAfter <= 60, 'a retryAfter');
    }
    const stranger = openSocket(`http://127.0.0.1:${stack.realtimePorts[0]}`, nextAddress());
    sockets.push(stranger);
    assert.deepEqual(
      await outcome(stranger),
      { connected: true },
      'another address still connects',
    );
  });

  it('tells a socket with an exception event when it subscribes beyond its cap or too fast', async () => {
    const url = `http://127.0.0.1:${stack.realtimePorts[1]}`;
    const capped = openSocket(url, nextAddress());
    sockets.push(capped);
    assert.deepEqual(await outcome(capped), { connected: true });
    const cappedErrors = [];
    capped.on('exception', (e) => cappedErrors.push(e));
    capped.emit(
      'subscribe-multiple',
      Array.from({ length: 12 }, (_, i) => `special:cap-${i}`),
    );
    await waitFor(() => cappedErrors.length > 0, 5000, 'the cap exception');
    assert.match(cappedErrors[0].message, /Too many records watched on one connection/);

    const hasty = openSocket(url, nextAddress());
    sockets.push(hasty);
    assert.deepEqual(await outcome(hasty), { connected: true });
    const hastyErrors = [];
    hasty.on('exception', (e) => hastyErrors.push(e));
    for (let i = 0; i < 25; i++) hasty.emit(i % 2 ? 'unsubscribe' : 'subscribe', 'special:teams');
    await waitFor(() => hastyErrors.length >= 5, 5000, 'the rate exceptions');
    assert.equal(hastyErrors.length, 5, 'exactly the messages beyond a budget of 20');
    assert.match(hastyErrors[0].message, /Too many subscription messages/);
    assert.ok(hasty.connected, 'the socket stays connected');
  });
});
