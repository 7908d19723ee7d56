import { Module } from '@nestjs/common';
import { ThingsController } from './things.controller.js';
import { ThingsService } from './things.service.js';

/** The read path (ARCHITECTURE §3). */
@Module({ controllers: [ThingsController], providers: [ThingsService] })
export class ThingsModule {}
