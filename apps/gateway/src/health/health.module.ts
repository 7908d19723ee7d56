import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

/** Stack health as seen from the public origin. */
@Module({ controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
