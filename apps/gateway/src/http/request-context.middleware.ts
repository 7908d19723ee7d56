import { runWithRequestId, type Logger } from '@castline/nest-kit';
import { REQUEST_ID_HEADER } from '@castline/contracts';
import {
  getClientIp,
  type GatewayRequest,
  type GatewayResponse,
  type Middleware,
} from './http-types.js';
import { pickRequestId } from './request-id.js';

export interface RequestContextOptions {
  logger: Logger;
  /** Called once per answered request (feeds the error-rate monitor). */
  onAnswered?: (req: GatewayRequest, res: GatewayResponse) => void;
}

/** The path without its query string (queries are never logged). */
function pathOf(req: GatewayRequest): string {
  const url = req.originalUrl || req.url || '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * ARCHITECTURE §1 "request ids": `x-request-id` in (kept when sane) and out, the rest of the request runs
 * inside runWithRequestId (so NatsBus forwards it), and one JSON access-log line per answer. Only method,
 * path, status, duration, size and client address are logged: never headers, bodies or queries (no tokens).
 */
export function createRequestContextMiddleware(options: RequestContextOptions): Middleware {
  const { logger } = options;
  return (req, res, next) => {
    const requestId = pickRequestId(req.headers[REQUEST_ID_HEADER]);
    req.requestId = requestId;
    req.headers[REQUEST_ID_HEADER] = requestId; // proxied requests carry it on
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const path = pathOf(req);
      const line = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        bytes: Number(res.getHeader('content-length') ?? 0),
        ip: getClientIp(req),
      };
      if (path.startsWith('/socket.io')) logger.debug(line, 'http');
      else logger.info(line, 'http');
      options.onAnswered?.(req, res);
    });
    runWithRequestId(requestId, () => next());
  };
}
