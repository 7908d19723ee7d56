import { randomBytes } from 'node:crypto';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { RECORD_STREAM, SUBJECTS, type RecordChangedEvent } from '@castline/contracts';
import { NatsBus, createLogger, loadConfig } from '@castline/nest-kit';
import { RealtimeConfigSchema } from '../src/config/realtime-config.js';
import { startRealtime, type RunningRealtime } from '../src/start-realtime.js';

export const REDIS_URL = 'redis://127.0.0.1:6379';
export const NATS_URL = 'nats://127.0.0.1:4222';

/** A fresh NATS_PREFIX, so a test run never meets another stack's subjects, streams or Redis channels. */
export function randomPrefix(): string {
  return `t${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** Boots a realtime replica in-process on random ports. */
export function bootRealtime(
  prefix: string,
  env: Record<string, string> = {},
): Promise<RunningRealtime> {
  const config = loadConfig(RealtimeConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    NATS_URL,
    NATS_PREFIX: prefix,
    PORT: '0',
    RESEND_DEADLINE_MS: '2000',
    INSTANCE_ID: `rt-${randomBytes(3).toString('hex')}`,
    ...env,
  });
  return startRealtime(config);
}

/** A NATS client of the test itself, with the same prefix as the service under test. */
export async function startTestBus(prefix: string): Promise<NatsBus> {
  const bus = new NatsBus({
    url: NATS_URL,
    name: 'realtime-test',
    prefix,
    logger: createLogger('realtime-test', 'error'),
  });
  await bus.connect();
  await bus.ensureStream(RECORD_STREAM);
  return bus;
}

let msgCounter = 0;
/** Publishes one committed record change on the record stream (as the outbox relay does). */
export async function publishChange(
  bus: NatsBus,
  event: Omit<RecordChangedEvent, 'source'>,
): Promise<void> {
  msgCounter += 1;
  await bus.jsPublish(
    SUBJECTS.recordChanged,
    { source: 'test', ...event },
    `test:${Date.now()}:${msgCounter}`,
  );
}

/**
 * Connects a socket.io client; resolves once connected, rejects on connect_error. `beforeConnect` attaches
 * listeners first (website_flags arrives right with the connection).
 */
export function connectSocket(
  port: number,
  options: Partial<ManagerOptions & SocketOptions> = {},
  beforeConnect: (socket: Socket) => void = () => undefined,
): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 3000,
    ...options,
    autoConnect: false,
  });
  beforeConnect(socket);
  socket.connect();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Records every arrival of one socket event (attach before the event can arrive). */
export class EventLog<Args extends unknown[] = unknown[]> {
  readonly received: Args[] = [];
  private waiters: { check: () => boolean; resolve: () => void }[] = [];

  constructor(socket: Socket, event: string) {
    socket.on(event, (...args: unknown[]) => {
      this.received.push(args as Args);
      this.waiters = this.waiters.filter((w) => {
        if (!w.check()) return true;
        w.resolve();
        return false;
      });
    });
  }

  /** Resolves with the first received arguments matching `predicate` (looking at past arrivals too). */
  waitFor(
    predicate: (args: Args) => boolean,
    timeoutMs = 3000,
    what = 'the expected event',
  ): Promise<Args> {
    const find = () => this.received.find(predicate);
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
      this.waiters.push({
        check: () => find() !== undefined,
        resolve: () => {
          clearTimeout(timer);
          resolve(find() as Args);
        },
      });
    });
  }
}

/** Polls `condition` until it holds (server-side state reached through the in-process service). */
export async function waitUntil(
  condition: () => boolean,
  timeoutMs = 3000,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A valid record id for tests: 'rec' + 14 base-62 characters. */
export function testRecordId(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return `rec${Array.from(randomBytes(14), (b) => alphabet[b % 62]).join('')}`;
}
