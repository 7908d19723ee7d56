import { Module } from '@nestjs/common';
import { WebConfigController } from './web-config.controller.js';

/** The web app's runtime config (GET /config.json). */
@Module({ controllers: [WebConfigController] })
export class WebConfigModule {}
