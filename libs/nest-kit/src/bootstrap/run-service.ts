import 'reflect-metadata';
import { Module, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Server } from 'node:http';
import type { DataSource, QueryRunner } from 'typeorm';
import { SUBJECTS, type Domain, type HealthReply, type ServiceStateEvent } from '@castline/contracts';
import { createLogger, PinoNestLogger, type Logger } from '../logging/logger.js';
import { NatsBus } from '../nats/nats-bus.js';
import { NatsHandlerExplorer } from '../nats/nats-handler.explorer.js';
import { createDataSource, migrate } from '../database/create-data-source.js';
import { RecordStore } from '../outbox/record-store.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { startHealthServer, type HealthState } from '../health/health-server.js';
import { KitModule } from './kit.module.js';
import type { BaseConfig } from '../config/load-config.js';
import type { DataSourceOptions } from '../database/create-data-source.js';
import { RECORD_STREAM, DOMAIN_EVENT_STREAM } from '@castline/contracts';

/** Implemented by a service that loads or rebuilds its data store at start (drives `server_rebuilding`). */
export interface Rebuilder {
  rebuild(): Promise<void>;
}
export const REBUILDER = Symbol('REBUILDER');

export interface RunServiceOptions {
  name: string;
  domain: Domain;
  config: BaseConfig & { DATABASE_URL?: string; HEALTH_PORT: number };
  module: Type | DynamicModule;
  database?: Omit<DataSourceOptions, 'url'>;
  /** Test hook: stop right after a commit, before the outbox is published (see tests). */
  crashBeforePublish?: boolean;
}

export interface RunningService {
  app: INestApplicationContext;
  bus: NatsBus;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Boots a NATS microservice: connect NATS → announce 'rebuilding' → migrate → build the Nest context →
 * rebuild the read model → subscribe handlers → publish outbox → announce 'ready'. Stops cleanly on signals.
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { config } = options;
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const health: HealthState = { service: options.name, instance: config.INSTANCE_ID, ready: false, startedAt: Date.now() };
  const healthServer: Server = await startHealthServer(config.HEALTH_PORT, health);
  const bus = new NatsBus({ url: config.NATS_URL, name: `${options.name}-${config.INSTANCE_ID}`, prefix: config.NATS_PREFIX, logger });
  await bus.connect();
  const announce = (state: ServiceStateEvent['state']) =>
    bus.publish(SUBJECTS.serviceState, { service: options.name, instance: config.INSTANCE_ID, state } satisfies ServiceStateEvent);
  announce('rebuilding');
  const announcer = setInterval(() => announce(health.ready ? 'ready' : 'rebuilding'), 5000);

  bus.handle(SUBJECTS.health(options.domain), (): HealthReply => ({
    service: options.name,
    instance: config.INSTANCE_ID,
    ready: health.ready,
    uptimeMs: Date.now() - health.startedAt,
  }));

  await bus.ensureStream(RECORD_STREAM);
  await bus.ensureStream(DOMAIN_EVENT_STREAM);

  let dataSource: DataSource | undefined;
  let startupLock: QueryRunner | undefined;
  let recordStore: RecordStore | undefined;
  let relay: OutboxRelay | undefined;
  if (options.database) {
    if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
    dataSource = createDataSource({ ...options.database, url: config.DATABASE_URL });
    await dataSource.initialize();
    // Replicas start together: migrations and the start-up rebuild (seed) run under one advisory lock.
    startupLock = dataSource.createQueryRunner();
    await startupLock.connect();
    await startupLock.query('SELECT pg_advisory_lock(hashtext($1))', [`castline:${options.database.schema}:startup`]);
    await migrate(dataSource, options.database.schema);
    recordStore = new RecordStore(dataSource, options.database.schema);
    relay = new OutboxRelay(dataSource, options.database.schema, bus, logger, options.name);
  }

  @Module({ imports: [KitModule.forRoot({ serviceName: options.name, config, logger, bus, dataSource, recordStore, relay }), options.module] })
  class RootModule {}

  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest types its options bag as a class; a literal is the documented use
  const app = await NestFactory.createApplicationContext(RootModule, { logger: new PinoNestLogger(logger) });
  let rebuilder: Rebuilder | undefined;
  try {
    rebuilder = app.get<Rebuilder>(REBUILDER, { strict: false });
  } catch {
    rebuilder = undefined;
  }
  const started = Date.now();
  try {
    if (rebuilder) await rebuilder.rebuild();
  } finally {
    if (startupLock) {
      await startupLock.query('SELECT pg_advisory_unlock(hashtext($1))', [`castline:${options.database!.schema}:startup`]);
      await startupLock.release();
    }
  }
  logger.info({ ms: Date.now() - started }, 'data store ready');
  app.get(NatsHandlerExplorer).register();
  if (relay && options.crashBeforePublish) {
    // Test hook: the first commit after start exits the process before anything is published.
    await relay.kick();
    relay.kick = () => {
      logger.fatal('crashBeforePublish: exiting after commit, before publish (test hook)');
      process.exit(75);
    };
  } else if (relay) {
    await relay.prune();
    relay.start();
  }
  health.ready = true;
  announce('ready');
  logger.info({ healthPort: config.HEALTH_PORT }, `${options.name} ready`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(announcer);
      health.ready = false;
      announce('stopping');
      await relay?.stop();
      await app.close();
      await bus.close();
      await dataSource?.destroy();
      healthServer.close();
    })());
  return { app, bus, logger, stop };
}

/** Runs a service as a process: exits with a readable message on failure, stops cleanly on SIGINT/SIGTERM. */
export async function runServiceProcess(start: () => Promise<RunningService>): Promise<void> {
  try {
    const running = await start();
    const onSignal = (signal: string) => {
      running.logger.info({ signal }, 'stopping');
      void running.stop().then(() => process.exit(0));
    };
    process.once('SIGINT', () => onSignal('SIGINT'));
    process.once('SIGTERM', () => onSignal('SIGTERM'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
