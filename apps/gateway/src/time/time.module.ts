import { Module } from '@nestjs/common';
import { SERVER_CLOCK, TimeController, type ServerClockFn } from './time.controller.js';

/** The server clock for pages (GET /time). */
@Module({
  controllers: [TimeController],
  providers: [{ provide: SERVER_CLOCK, useValue: (() => Date.now()) satisfies ServerClockFn }],
})
export class TimeModule {}
