import { Controller, Get, Res } from '@nestjs/common';
import type { GatewayResponse } from '../http/http-types.js';
import { HealthService, type GatewayHealth } from './health.service.js';

/** GET /health: 200 when the gateway and every domain are ready, 503 otherwise; the body lists each. */
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  async check(@Res({ passthrough: true }) res: GatewayResponse): Promise<GatewayHealth> {
    const health = await this.health.check();
    res.status(health.ready ? 200 : 503);
    res.setHeader('cache-control', 'no-store');
    return health;
  }
}
