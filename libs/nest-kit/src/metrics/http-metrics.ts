import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Metrics } from './metrics.js';

/** A fixed route label for requests no route pattern answers (static files, the socket transport). */
export interface RouteFamily {
  /** Path prefix, e.g. `/assets/`. */
  prefix: string;
  /** The route label, e.g. `/assets/*`. */
  route: string;
}

/** The route label of requests no route pattern and no family matched (404s, SPA pages). */
export const UNMATCHED_ROUTE = 'other';

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };

/**
 * The route label of an answered request: the route pattern Express matched (`/actions/:name`, with the
 * router's base), else the first family whose prefix the path starts with, else `other`. Never the raw path.
 */
export function routeLabel(req: RoutedRequest, families: readonly RouteFamily[] = []): string {
  const pattern = req.route?.path;
  if (typeof pattern === 'string') return `${req.baseUrl ?? ''}${pattern}` || '/';
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return families.find((f) => path.startsWith(f.prefix))?.route ?? UNMATCHED_ROUTE;
}

/**
 * Times every HTTP request of `server` into `castline_http_request_duration_seconds` (method, route, status
 * class), from its arrival until the answer is finished or the connection closes. Call it once the server is
 * listening: Socket.IO re-registers the server's request listeners when it attaches, and this listener must
 * see its polling requests too.
 */
export function instrumentHttpServer(
  server: Server,
  metrics: Metrics,
  families: readonly RouteFamily[] = [],
): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = performance.now();
    res.once('close', () =>
      metrics.observeHttp(
        req.method,
        routeLabel(req, families),
        res.statusCode,
        (performance.now() - startedAt) / 1000,
      ),
    );
  });
}
