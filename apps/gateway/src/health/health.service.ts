import { Inject, Injectable } from '@nestjs/common';
import { HealthReplySchema, SUBJECTS, type Domain } from '@castline/contracts';
import { APP_CONFIG, NatsBus } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';

/** Domains whose services must be ready for the stack to be healthy. */
export const HEALTH_DOMAINS = [
  'auth',
  'match',
  'broadcast',
  'realtime',
] as const satisfies readonly Domain[];
export const HEALTH_TIMEOUT_MS = 1000;

export interface DomainHealth {
  domain: Domain;
  ready: boolean;
  service?: string;
  instance?: string;
  uptimeMs?: number;
  error?: string;
}

export interface GatewayHealth {
  ready: boolean;
  service: 'gateway';
  instance: string;
  uptimeMs: number;
  nats: boolean;
  services: DomainHealth[];
}

/** GET /health: the gateway itself plus each domain's `<domain>.qry.health` answer (one replica each). */
@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(): Promise<GatewayHealth> {
    const services = await Promise.all(HEALTH_DOMAINS.map((domain) => this.checkDomain(domain)));
    const nats = this.bus.isConnected;
    return {
      ready: nats && services.every((s) => s.ready),
      service: 'gateway',
      instance: this.config.INSTANCE_ID,
      uptimeMs: Date.now() - this.startedAt,
      nats,
      services,
    };
  }

  private async checkDomain(domain: Domain): Promise<DomainHealth> {
    try {
      const reply = HealthReplySchema.parse(
        await this.bus.request(SUBJECTS.health(domain), {}, { timeoutMs: HEALTH_TIMEOUT_MS }),
      );
      return {
        domain,
        ready: reply.ready,
        service: reply.service,
        instance: reply.instance,
        uptimeMs: reply.uptimeMs,
      };
    } catch (error) {
      return {
        domain,
        ready: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
}
