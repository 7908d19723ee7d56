import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ActionsController } from './actions.controller.js';
import { ActionsService } from './actions.service.js';

/** The write path's HTTP side (ARCHITECTURE §4). */
@Module({ imports: [AuthModule], controllers: [ActionsController], providers: [ActionsService] })
export class ActionsModule {}
