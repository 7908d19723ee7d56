import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createLogger } from '../logging/logger.js';
import { NatsBus } from '../nats/nats-bus.js';

/** Connection settings of the local services used by integration tests (overridable by env). */
export const TEST_SERVICES = {
  postgresAdminUrl:
    process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  natsUrl: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
};

/** A NATS subject prefix unique to one test run, so runs never see each other's messages. */
export function uniqueNatsPrefix(): string {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database for one test file; `drop()` removes it. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `castline_${label.replace(/[^a-z0-9]/gi, '').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new DataSource({ type: 'postgres', url: TEST_SERVICES.postgresAdminUrl });
  await admin.initialize();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.destroy();
  const url = TEST_SERVICES.postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    name,
    async drop() {
      const a = new DataSource({ type: 'postgres', url: TEST_SERVICES.postgresAdminUrl });
      await a.initialize();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.destroy();
    },
  };
}

/** A connected NatsBus for a test (same prefix as the services under test). */
export async function createTestBus(prefix: string, name = 'test'): Promise<NatsBus> {
  const bus = new NatsBus({
    url: TEST_SERVICES.natsUrl,
    name,
    prefix,
    logger: createLogger(name, 'silent'),
  });
  await bus.connect();
  return bus;
}

/** Waits until `check` returns a value (not undefined/false), polling every 20 ms. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5000,
  label = 'condition',
): Promise<Exclude<T, false | undefined | null>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null)
      return value as Exclude<T, false | undefined | null>;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
