import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ThingsController } from './things.controller.js';
import { ThingsService } from './things.service.js';

/** The read path (ARCHITECTURE §3). */
@Module({ imports: [AuthModule], controllers: [ThingsController], providers: [ThingsService] })
export class ThingsModule {}
