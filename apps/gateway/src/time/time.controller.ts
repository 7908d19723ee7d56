import { Controller, Get, Header, Inject } from '@nestjs/common';
import { SERVER_TIME_PATH, type ServerTime } from '@castline/contracts';

/** The clock the controller reads (Date.now outside tests). */
export const SERVER_CLOCK = Symbol('SERVER_CLOCK');
export type ServerClockFn = () => number;

/**
 * GET /time: `{now}` = the server's time in ms (RULES (f) "synced broadcast clock"). No login, never cached;
 * rate-limited per client address with the /things budget (start-gateway.ts). Pages sample it a few times and keep
 * the answer with the shortest round trip (web `server-clock.ts`).
 */
@Controller()
export class TimeController {
  constructor(@Inject(SERVER_CLOCK) private readonly clock: ServerClockFn) {}

  @Get(SERVER_TIME_PATH.slice(1))
  @Header('cache-control', 'no-store')
  read(): ServerTime {
    return { now: this.clock() };
  }
}
