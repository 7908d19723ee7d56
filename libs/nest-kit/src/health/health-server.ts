import { createServer, type Server } from 'node:http';

export interface HealthState {
  service: string;
  instance: string;
  ready: boolean;
  startedAt: number;
  details?: () => Record<string, unknown>;
}

/** GET /health on a small HTTP port: 200 when ready, 503 while starting or rebuilding. */
export function startHealthServer(port: number, state: HealthState): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/health') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.stringify({
      service: state.service,
      instance: state.instance,
      ready: state.ready,
      uptimeMs: Date.now() - state.startedAt,
      ...(state.details?.() ?? {}),
    });
    res.writeHead(state.ready ? 200 : 503, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
