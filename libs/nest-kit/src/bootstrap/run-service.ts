import 'reflect-metadata';
import {
  Module,
  type DynamicModule,
  type INestApplication,
  type INestMicroservice,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { DataSource, QueryRunner } from 'typeorm';
import { SUBJECTS, type Domain, type ServiceStateEvent } from '@castline/contracts';
import { DEAD_LETTER_STREAM, RECORD_STREAM, DOMAIN_EVENT_STREAM } from '@castline/contracts';
import { createLogger, PinoNestLogger, type Logger } from '../logging/logger.js';
import { NatsBus } from '../nats/nats-bus.js';
import { CastlineNatsServer } from '../nats/nats-transport.js';
import { connectNatsMicroservice } from '../nats/connect-nats.js';
import { createDataSource, migrate } from '../database/create-data-source.js';
import { RecordStore } from '../outbox/record-store.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { UnitOfWork } from '../outbox/unit-of-work.js';
import { ServiceHealth } from '../health/service-health.js';
import { HttpHealthController, createNatsHealthController } from '../health/health.controllers.js';
import { KitModule } from './kit.module.js';
import { Metrics } from '../metrics/metrics.js';
import { MetricsController } from '../metrics/metrics.controller.js';
import { instrumentHttpServer, type RouteFamily } from '../metrics/http-metrics.js';
import type { BaseConfig } from '../config/load-config.js';
import type { DataSourceOptions } from '../database/create-data-source.js';

/** Implemented by a service that loads or rebuilds its data store at start (drives `server_rebuilding`). */
export interface Rebuilder {
  rebuild(): Promise<void>;
}

/** How often a service repeats its state on `system.evt.service-state.v1`. */
export const SERVICE_STATE_REPEAT_MS = 5000;
/** How often old outbox rows, idempotency keys and consumed event ids are pruned. */
const HOUSEKEEPING_MS = 60 * 60 * 1000;

export interface RunServiceOptions {
  name: string;
  domain: Domain;
  /** HEALTH_PORT: the internal HTTP port, unless `http.port` gives the service's own. */
  config: BaseConfig & { DATABASE_URL?: string; HEALTH_PORT?: number };
  module: Type | DynamicModule;
  database?: Omit<DataSourceOptions, 'url'>;
  /** The provider that seeds and rebuilds the read model at start, before any handler is served. */
  rebuilder?: Type<Rebuilder>;
  /**
   * The process's HTTP port (GET /health, and whatever `configure` adds: realtime's Socket.IO). Default:
   * HEALTH_PORT with /health only.
   */
  http?: {
    port: number;
    configure?: (app: INestApplication) => void | Promise<void>;
    /** Extra fields of GET /health. */
    details?: (app: INestApplication) => Record<string, unknown>;
    /** Route labels of requests no Nest route answers (realtime: the Socket.IO transport). */
    routeFamilies?: readonly RouteFamily[];
  };
  /** Test hook: stop right after a commit, before the outbox is published (see tests). */
  crashBeforePublish?: boolean;
}

export interface RunningService {
  app: INestApplication;
  bus: NatsBus;
  logger: Logger;
  health: ServiceHealth;
  /** The process's Prometheus metrics (GET /metrics on its HTTP port). */
  metrics: Metrics;
  /** The bound HTTP port (differs from the configured one when that is 0). */
  port: number;
  stop(): Promise<void>;
}

/**
 * Boots a service as a Nest hybrid application: an HTTP port (GET /health, realtime's sockets) and two Nest NATS
 * microservices (ARCHITECTURE §1): one serving `<domain>.qry.health` from the start, one serving the service's
 * `@MessagePattern` / `@EventPattern` handlers once its data store is ready. Order: connect NATS → announce
 * 'rebuilding' → migrate → build the Nest app → rebuild the read model → serve handlers → publish the outbox →
 * announce 'ready'. Stops cleanly on signals.
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { config } = options;
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const metrics = new Metrics({ service: options.name });
  const bus = new NatsBus({
    url: config.NATS_URL,
    name: `${options.name}-${config.INSTANCE_ID}`,
    prefix: config.NATS_PREFIX,
    logger,
    metrics,
  });
  metrics.watchConsumers(() => bus.consumerLag());
  await bus.connect();

  let dataSource: DataSource | undefined;
  let startupLock: QueryRunner | undefined;
  let recordStore: RecordStore | undefined;
  let relay: OutboxRelay | undefined;
  let unitOfWork: UnitOfWork | undefined;
  let app: INestApplication | undefined;
  let detailsOf: (() => Record<string, unknown>) | undefined;
  const health = new ServiceHealth({
    service: options.name,
    instance: config.INSTANCE_ID,
    bus,
    get dataSource() {
      return dataSource;
    },
    details: () => detailsOf?.() ?? {},
  });
  const announce = (state: ServiceStateEvent['state']) =>
    bus.publish(SUBJECTS.serviceState, {
      service: options.name,
      instance: config.INSTANCE_ID,
      state,
    } satisfies ServiceStateEvent);
  announce('rebuilding');
  const announcer = setInterval(
    () => announce(health.isStarted ? 'ready' : 'rebuilding'),
    SERVICE_STATE_REPEAT_MS,
  );

  try {
    await bus.ensureStream(RECORD_STREAM);
    await bus.ensureStream(DOMAIN_EVENT_STREAM);
    await bus.ensureStream(DEAD_LETTER_STREAM);

    if (options.database) {
      if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
      dataSource = createDataSource({ ...options.database, url: config.DATABASE_URL });
      await dataSource.initialize();
      // Replicas start together: migrations and the start-up rebuild (seed) run under one advisory lock.
      startupLock = dataSource.createQueryRunner();
      await startupLock.connect();
      await startupLock.query('SELECT pg_advisory_lock(hashtext($1))', [
        `castline:${options.database.schema}:startup`,
      ]);
      await migrate(dataSource, options.database.schema);
      recordStore = new RecordStore(dataSource, options.database.schema);
      relay = new OutboxRelay(dataSource, options.database.schema, bus, logger, options.name);
      unitOfWork = new UnitOfWork(dataSource, options.database.schema, relay, logger);
      const outbox = relay;
      metrics.watchOutbox(() => outbox.pending());
    }

    const healthSubject = SUBJECTS.health(options.domain);
    @Module({
      imports: [
        KitModule.forRoot({
          serviceName: options.name,
          config,
          logger,
          bus,
          dataSource,
          recordStore,
          relay,
          unitOfWork,
          health,
          metrics,
        }),
        options.module,
      ],
      controllers: [
        HttpHealthController,
        MetricsController,
        createNatsHealthController(healthSubject),
      ],
    })
    class RootModule {}

    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest types its options bag as a class; a literal is the documented use
    app = await NestFactory.create(RootModule, new ExpressAdapter(), {
      logger: new PinoNestLogger(logger),
      bodyParser: false,
      abortOnError: false,
    });
    const nestApp = app;
    detailsOf = options.http?.details ? () => options.http!.details!(nestApp) : undefined;
    await options.http?.configure?.(app);
    const connectNats = (accepts: (pattern: string) => boolean): INestMicroservice => {
      const server = new CastlineNatsServer({
        url: config.NATS_URL,
        name: `${options.name}-${config.INSTANCE_ID}-server`,
        prefix: config.NATS_PREFIX,
        queue: options.name,
        accepts,
        metrics,
      });
      return connectNatsMicroservice(nestApp, server, logger);
    };
    const healthServer = connectNats((pattern) => pattern === healthSubject);
    const handlers = connectNats((pattern) => pattern !== healthSubject);

    await app.init();
    await healthServer.listen();
    const port = options.http?.port ?? config.HEALTH_PORT;
    if (port === undefined) throw new Error(`${options.name}: set HEALTH_PORT or http.port`);
    await app.listen(port, '0.0.0.0');
    // After listen: Socket.IO has attached by now, so its polling requests are timed too.
    instrumentHttpServer(app.getHttpServer() as Server, metrics, options.http?.routeFamilies);

    const rebuilder = options.rebuilder ? app.get(options.rebuilder, { strict: false }) : undefined;
    const started = Date.now();
    try {
      if (rebuilder) await rebuilder.rebuild();
    } finally {
      if (startupLock) {
        await startupLock.query('SELECT pg_advisory_unlock(hashtext($1))', [
          `castline:${options.database!.schema}:startup`,
        ]);
        await startupLock.release();
      }
    }
    logger.info({ ms: Date.now() - started }, 'data store ready');
    await handlers.listen();
    if (relay && options.crashBeforePublish) {
      // Test hook: the first commit after start exits the process before anything is published.
      await relay.kick();
      const crash = (): never => {
        logger.fatal('crashBeforePublish: exiting after commit, before publish (test hook)');
        process.exit(75);
      };
      relay.kick = crash;
      relay.publishCommitted = crash;
    } else if (relay) {
      await relay.prune();
      relay.start();
    }
    await unitOfWork?.pruneSpine();
  } catch (error) {
    clearInterval(announcer);
    await app?.close().catch(() => undefined);
    await bus.close().catch(() => undefined);
    await dataSource?.destroy().catch(() => undefined);
    throw error;
  }

  health.markStarted();
  health.startProbing();
  const housekeeping = setInterval(() => {
    void Promise.all([relay?.prune(), unitOfWork?.pruneSpine()]).catch((error: unknown) =>
      logger.warn({ err: String(error) }, 'housekeeping failed; will try again'),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  announce('ready');
  const port = (app.getHttpServer() as Server).address() as AddressInfo;
  const boundPort = port.port;
  logger.info({ port: boundPort }, `${options.name} ready`);

  const running = app;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(announcer);
      clearInterval(housekeeping);
      health.markStopping();
      announce('stopping');
      await relay?.stop();
      await running.close();
      await bus.close();
      await dataSource?.destroy();
    })());
  return { app: running, bus, logger, health, metrics, port: boundPort, stop };
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
