import type { DataSource } from 'typeorm';
import type { NatsBus } from '../nats/nats-bus.js';
import { ServiceHealth } from './service-health.js';

function setup(options: { connected?: boolean; database?: 'up' | 'down' | 'none' } = {}) {
  const bus = { isConnected: options.connected ?? true } as unknown as NatsBus;
  let databaseUp = options.database !== 'down';
  const query = jest.fn(async () => {
    if (!databaseUp)
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    return [{ '?column?': 1 }];
  });
  const dataSource = options.database === 'none' ? undefined : ({ query } as unknown as DataSource);
  const health = new ServiceHealth({
    service: 'match-svc',
    instance: 'm1',
    bus,
    dataSource,
    now: () => 1000,
  });
  return { health, bus, setDatabase: (up: boolean) => (databaseUp = up), query };
}

describe('ServiceHealth', () => {
  it('is not ready before start-up is done', () => {
    const { health } = setup();
    expect(health.isReady).toBe(false);
    health.markStarted();
    expect(health.isReady).toBe(true);
  });

  it('is not ready while NATS is disconnected', () => {
    const { health, bus } = setup();
    health.markStarted();
    (bus as { isConnected: boolean }).isConnected = false;
    expect(health.isReady).toBe(false);
    expect(health.report()).toMatchObject({ ready: false, nats: false });
  });

  it('is not ready while its database does not answer, and ready again once it does', async () => {
    const { health, setDatabase } = setup();
    health.markStarted();
    setDatabase(false);
    await expect(health.probeDatabase()).resolves.toBe(false);
    expect(health.isReady).toBe(false);
    expect(health.report()).toMatchObject({
      ready: false,
      database: false,
      databaseError: expect.stringContaining('ECONNREFUSED') as unknown,
    });
    setDatabase(true);
    await expect(health.probeDatabase()).resolves.toBe(true);
    expect(health.isReady).toBe(true);
    expect(health.report()).not.toHaveProperty('databaseError');
  });

  it('has no database part without a database', async () => {
    const { health } = setup({ database: 'none' });
    health.markStarted();
    await expect(health.probeDatabase()).resolves.toBe(true);
    expect(health.report()).not.toHaveProperty('database');
  });

  it('answers the NATS health reply in the contract shape', () => {
    const { health } = setup();
    health.markStarted();
    expect(health.reply()).toEqual({
      service: 'match-svc',
      instance: 'm1',
      ready: true,
      uptimeMs: 0,
    });
  });

  it('is not ready once stopping', () => {
    const { health } = setup();
    health.markStarted();
    health.markStopping();
    expect(health.isReady).toBe(false);
  });
});
