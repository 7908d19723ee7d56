import { Controller, Get, Res, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { HealthReply } from '@castline/contracts';
import { ServiceHealth } from './service-health.js';

interface HealthResponse {
  status(code: number): { json(body: unknown): void };
}

/** GET /health of a service: 200 when ready, 503 while starting, or while its database or NATS is away. */
@Controller()
export class HttpHealthController {
  constructor(private readonly health: ServiceHealth) {}

  @Get('health')
  answer(@Res() res: HealthResponse): void {
    res.status(this.health.isReady ? 200 : 503).json(this.health.report());
  }
}

/**
 * The `<domain>.qry.health` handler of one service. The subject depends on the service's domain, so the
 * controller class is made per service (the decorators need the subject when the class is declared).
 */
export function createNatsHealthController(subject: string): Type {
  @Controller()
  class NatsHealthController {
    constructor(private readonly health: ServiceHealth) {}

    @MessagePattern(subject)
    answer(): HealthReply {
      return this.health.reply();
    }
  }
  return NatsHealthController;
}
