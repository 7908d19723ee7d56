import type { INestApplication, INestMicroservice } from '@nestjs/common';
import type { Logger } from '../logging/logger.js';
import type { CastlineNatsServer } from './nats-transport.js';
import { CodedRpcErrorFilter } from './rpc-error.filter.js';

/** The NestMicroservice steps `connectMicroservice` runs itself unless initialisation is deferred. */
interface DeferredMicroservice extends INestMicroservice {
  registerListeners(): void;
  setIsInitialized(isInitialized: boolean): void;
  setIsInitHookCalled(isInitHookCalled: boolean): void;
}

/**
 * Connects a Nest NATS microservice to a hybrid app with the product's RPC error filter (coded errors) on every
 * handler (the request id is set by CastlineNatsServer itself). Nest binds enhancers when it registers the handlers, so the
 * registration is deferred until they are set, then done exactly as `connectMicroservice` would (the app's
 * own init hooks have run or will run once; they are not repeated). Call `listen()` on the result to serve.
 */
export function connectNatsMicroservice(
  app: INestApplication,
  server: CastlineNatsServer,
  logger: Logger,
): INestMicroservice {
  const microservice = app.connectMicroservice(
    { strategy: server },
    { deferInitialization: true },
  ) as DeferredMicroservice;
  microservice.useGlobalFilters(new CodedRpcErrorFilter(logger));
  microservice.registerListeners();
  microservice.setIsInitialized(true);
  microservice.setIsInitHookCalled(true);
  return microservice;
}
