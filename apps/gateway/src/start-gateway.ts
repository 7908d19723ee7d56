import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { SERVER_TIME_PATH, SUBJECTS } from '@castline/contracts';
import {
  CastlineNatsServer,
  connectNatsMicroservice,
  createLogger,
  instrumentHttpServer,
  Metrics,
  NatsBus,
  PinoNestLogger,
  startMetricsServer,
  type Logger,
  type RunningMetricsServer,
} from '@castline/nest-kit';
import { AppModule } from './app.module.js';
import type { GatewayConfig } from './config/gateway-config.js';
import { createRequestContextMiddleware } from './http/request-context.middleware.js';
import { RequestContextInterceptor } from './http/request-context.interceptor.js';
import { AllExceptionsFilter } from './errors/all-exceptions.filter.js';
import { ErrorRateTracker } from './errors/error-rate-tracker.js';
import { ErrorRateMonitor } from './errors/error-rate-monitor.js';
import { createStaticWeb } from './web/static-web.js';
import { createJsonCompression } from './http/json-compression.js';
import { createGatewayLimiters } from './limits/gateway-limiters.js';
import { createRateLimitMiddleware } from './limits/rate-limit.middleware.js';
import { createSecurityHeaders } from './limits/security-headers.js';

/** Route labels of answers no Nest route gives (the web build's files); anything else unmatched is `other`. */
const GATEWAY_ROUTE_FAMILIES = [
  { prefix: '/assets/', route: '/assets/*' },
  { prefix: '/image.', route: '/image.*' },
];

/** Largest JSON body accepted (a 500-id /things batch is about 10 kB). */
export const JSON_BODY_LIMIT = '1mb';

export interface RunningGateway {
  app: NestExpressApplication;
  bus: NatsBus;
  logger: Logger;
  /** The port actually listened on (PORT=0 picks a free one). */
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The gateway's Prometheus metrics, served on the internal METRICS_PORT (never the public PORT). */
  metrics: Metrics;
  /** The port GET /metrics actually listens on (METRICS_PORT=0 picks a free one). */
  metricsPort: number;
  stop(): Promise<void>;
}

/**
 * Boots the gateway (ARCHITECTURE §1, the one public origin): request ids and access logs (no socket proxy: browsers
 * reach realtime-svc directly or through the edge),
 * the static web app, the /actions and /auth rate limits, a 1 MB JSON body parser, then the Nest routes (/things,
 * /actions/:name, /auth/*, /health) with one exception filter. No database. `stop()` closes everything it opened.
 */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const metrics = new Metrics({ service: 'gateway' });
  const bus = new NatsBus({
    url: config.NATS_URL,
    name: `gateway-${config.INSTANCE_ID}`,
    prefix: config.NATS_PREFIX,
    logger,
    metrics,
  });
  await bus.connect();

  const errorRate = new ErrorRateMonitor(new ErrorRateTracker(Date.now), (event) => {
    try {
      bus.publish(SUBJECTS.errorRate, event);
    } catch (error) {
      logger.warn({ err: String(error) }, 'could not publish the error rate');
    }
  });
  // Rate limits per client address (issue 11 item 2): on Redis when REDIS_URL is set, shared by replicas.
  const limits = await createGatewayLimiters(config, logger);

  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ serviceName: 'gateway', config, logger, bus }),
      new ExpressAdapter(),
      // rawBody: the JSON parser keeps each body's bytes too (req.rawBody), which Discord's interaction signature signs.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest types its options bag as a class; a literal is the documented use
      {
        bodyParser: false,
        rawBody: true,
        forceCloseConnections: true,
        logger: new PinoNestLogger(logger),
      },
    );
  } catch (error) {
    await limits.close();
    await bus.close();
    throw error;
  }

  app.disable('x-powered-by');
  app.use(
    createRequestContextMiddleware({
      logger,
      onAnswered: (req, res) => {
        if (req.path !== '/health') errorRate.record(res.statusCode);
      },
    }),
  );
  // --- Limits and security headers (issue 11 item 2; apps/gateway/README.md "Limits") ---
  // req.ip follows X-Forwarded-For only through the proxies TRUST_PROXY names; it keys every rate limit.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    createSecurityHeaders({
      publicUrl: config.PUBLIC_URL,
      realtimeOrigins: [...config.REALTIME_PUBLIC_URLS, ...config.REALTIME_PRODUCTION_PUBLIC_URLS],
      extraConnectSources: config.CSP_CONNECT_SRC,
    }),
  );
  app.use('/things', createRateLimitMiddleware(limits.limiters.things));
  // GET /time (the server clock pages sync to) shares the /things budget: a page asks 5 times an hour.
  app.use(SERVER_TIME_PATH, createRateLimitMiddleware(limits.limiters.things));
  app.use(createRateLimitMiddleware(limits.limiters.images, (path) => path.startsWith('/image.')));
  app.use('/actions', createRateLimitMiddleware(limits.limiters.actions));
  app.use('/auth', createRateLimitMiddleware(limits.limiters.auth));
  // --- end limits ---
  if (config.WEB_DIST) {
    if (!existsSync(join(config.WEB_DIST, 'index.html'))) {
      logger.warn(
        { webDist: config.WEB_DIST },
        'WEB_DIST has no index.html; the web app will answer 404',
      );
    }
    app.use(createStaticWeb(config.WEB_DIST));
  }
  // --- Compression (issue 11 item 3) --------------------------------------------------------------------------
  // JSON answers of 1 KB or more go out brotli or gzip by Accept-Encoding. After the static web app, which answers
  // with its precompressed files and ends the chain, so no file is compressed twice.
  app.use(createJsonCompression());
  // --- end compression ------------------------------------------------------------------------------------------
  // Every body is read as JSON whatever its content type (the client may send text/plain to skip preflight).
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, type: () => true });
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  app.useGlobalInterceptors(new RequestContextInterceptor());
  // Events the gateway listens to (auth.evt.token-revoked.v1) through the Nest NATS transport.
  connectNatsMicroservice(
    app,
    new CastlineNatsServer({
      url: config.NATS_URL,
      name: `gateway-${config.INSTANCE_ID}-server`,
      prefix: config.NATS_PREFIX,
      queue: 'gateway',
      metrics,
    }),
    logger,
  );

  const server = app.getHttpServer();
  let metricsServer: RunningMetricsServer | null = null;
  try {
    await app.startAllMicroservices();
    await app.listen(config.PORT);
    // Metrics (issue 11 item 4): every public request timed; GET /metrics only on the internal METRICS_PORT.
    instrumentHttpServer(server, metrics, GATEWAY_ROUTE_FAMILIES);
    metricsServer = await startMetricsServer(metrics, config.METRICS_PORT);
  } catch (error) {
    await metricsServer?.close();
    await app.close();
    await limits.close();
    await bus.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  errorRate.start();
  logger.info(
    { port, publicUrl: config.PUBLIC_URL, realtime: config.REALTIME_PUBLIC_URLS },
    `gateway listening on ${config.PUBLIC_URL}`,
  );

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      errorRate.stop();
      await metricsServer?.close();
      await app.close();
      await limits.close();
      await bus.close();
    })());
  return {
    app,
    bus,
    logger,
    port,
    url: `http://127.0.0.1:${port}`,
    metrics,
    metricsPort: metricsServer?.port ?? config.METRICS_PORT,
    stop,
  };
}
