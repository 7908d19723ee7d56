import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Metrics } from './metrics.js';
import { instrumentHttpServer, routeLabel } from './http-metrics.js';
import type { IncomingMessage } from 'node:http';

const req = (url: string, extra: Record<string, unknown> = {}) =>
  ({ url, ...extra }) as unknown as IncomingMessage;

describe('routeLabel', () => {
  const families = [{ prefix: '/socket.io/', route: '/socket.io' }];

  it('is the route pattern Express matched, with its router base', () => {
    expect(
      routeLabel(req('/actions/update-match-data', { route: { path: '/actions/:name' } })),
    ).toBe('/actions/:name');
    expect(routeLabel(req('/api/x/1', { route: { path: '/x/:id' }, baseUrl: '/api' }))).toBe(
      '/api/x/:id',
    );
  });

  it('is the family of an unrouted path, else `other`, never the raw path', () => {
    expect(routeLabel(req('/socket.io/?EIO=4&transport=polling&sid=abc'), families)).toBe(
      '/socket.io',
    );
    expect(routeLabel(req('/events/rec0123456789ABcd'), families)).toBe('other');
  });
});

describe('instrumentHttpServer', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('times every answer of the server into castline_http_request_duration_seconds', async () => {
    const metrics = new Metrics({ service: 'realtime-svc', defaultMetrics: false });
    server = createServer((request, res) => {
      res.statusCode = request.url === '/health' ? 200 : 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    instrumentHttpServer(server, metrics, [{ prefix: '/socket.io/', route: '/socket.io' }]);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await (await fetch(`${base}/socket.io/?EIO=4`)).text();
    await (await fetch(`${base}/nope/123456`)).text();
    await new Promise((r) => setTimeout(r, 20));
    const text = await metrics.scrape();
    expect(text).toContain(
      'castline_http_request_duration_seconds_count{service="realtime-svc",method="GET",route="/socket.io",status_class="4xx"} 1',
    );
    expect(text).toContain(
      'castline_http_request_duration_seconds_count{service="realtime-svc",method="GET",route="other",status_class="4xx"} 1',
    );
    expect(text).not.toContain('123456');
  });
});
