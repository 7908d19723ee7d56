import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

interface RequestContext {
  requestId: string;
}
const context = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request id that every log line inside carries (and NATS requests forward). */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

const REDACT = [
  'token',
  'authorization',
  'Authentication',
  '*.token',
  'req.headers.authorization',
  'req.headers.authentication',
];

/** JSON logs; every line carries the service name and the current request id. Tokens are redacted. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

/** Nest's logger interface on top of pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, ...rest: unknown[]): void {
    this.logger.info({ context: rest.at(-1) }, String(message));
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error({ context: rest.at(-1), trace: rest[0] }, String(message));
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn({ context: rest.at(-1) }, String(message));
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug({ context: rest.at(-1) }, String(message));
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.trace({ context: rest.at(-1) }, String(message));
  }
}
export type { Logger };
