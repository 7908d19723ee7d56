import { randomBytes } from 'node:crypto';
import { createLogger, loadConfig, NatsBus } from '@castline/nest-kit';
import { GatewayConfigSchema } from '../src/config/gateway-config.js';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';

/** A fresh NATS_PREFIX per stack, so test runs never see each other (or real data). */
export function randomPrefix(): string {
  return `t${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** A well-formed record id from a number: 'rec' + 14 digits. */
export function recId(n: number): string {
  return `rec${String(n).padStart(14, '0')}`;
}

export interface TestStack {
  gateway: RunningGateway;
  /** A second NATS client on the same prefix, for fake owners and listeners. */
  bus: NatsBus;
  prefix: string;
  stop(): Promise<void>;
}

/** Boots the gateway in-process on a random port and prefix, plus a test bus on the same prefix. */
export async function startTestStack(env: Record<string, string> = {}): Promise<TestStack> {
  const prefix = randomPrefix();
  const config = loadConfig(GatewayConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    NATS_PREFIX: prefix,
    PORT: '0',
    METRICS_PORT: '0',
    INSTANCE_ID: 'test',
    ...env,
  });
  const bus = new NatsBus({
    url: config.NATS_URL,
    name: 'gateway-test',
    prefix,
    logger: createLogger('gateway-test', 'silent'),
  });
  await bus.connect();
  const gateway = await startGateway(config);
  return {
    gateway,
    bus,
    prefix,
    stop: async () => {
      await gateway.stop();
      await bus.close();
    },
  };
}

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** An HTTP call to the gateway; the body is parsed as JSON when it is JSON. */
export async function call<T = unknown>(
  stack: TestStack,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<T>> {
  const payload =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(`${stack.gateway.url}${path}`, {
    method,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: payload,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolves once `predicate` holds, polling every 10 ms (fails after `timeoutMs`). */
export async function waitFor(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
