import { Controller, Get, Res } from '@nestjs/common';
import { Metrics } from './metrics.js';

interface MetricsResponse {
  type(contentType: string): { send(body: string): void };
}

/**
 * GET /metrics on a service's internal HTTP port (HEALTH_PORT; realtime's PORT): the process's metrics in
 * Prometheus text format. Never on the gateway's public port (the gateway serves them on METRICS_PORT).
 */
@Controller()
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get('metrics')
  async scrape(@Res() res: MetricsResponse): Promise<void> {
    const body = await this.metrics.scrape();
    res.type(this.metrics.contentType).send(body);
  }
}
