import { Metrics } from './metrics.js';
import { startMetricsServer, type RunningMetricsServer } from './metrics-server.js';

describe('startMetricsServer', () => {
  let running: RunningMetricsServer;
  afterEach(() => running.close());

  it('answers GET /metrics in Prometheus text format and 404 for anything else', async () => {
    const metrics = new Metrics({ service: 'gateway', defaultMetrics: false });
    metrics.observeHttp('GET', '/things', 200, 0.01);
    running = await startMetricsServer(metrics, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${running.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('castline_http_request_duration_seconds_count{');
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/health'],
      ['POST', '/metrics'],
    ] as const) {
      const other = await fetch(`${base}${path}`, { method });
      expect(other.status).toBe(404);
      await other.text();
    }
  });
});
