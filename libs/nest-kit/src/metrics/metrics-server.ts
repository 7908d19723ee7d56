import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.js';

export interface RunningMetricsServer {
  /** The bound port (differs from the configured one when that is 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A separate internal HTTP port that answers GET /metrics and nothing else (404), for a process whose main port
 * is public (the gateway: METRICS_PORT). Compose publishes it on no host port; only Prometheus inside the
 * network reaches it.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host = '0.0.0.0',
): Promise<RunningMetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      (body) => res.writeHead(200, { 'content-type': metrics.contentType }).end(body),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
