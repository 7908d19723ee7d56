import { runService, type RunningService } from '@castline/nest-kit';
import type { RealtimeConfig } from './config/realtime-config.js';
import { RealtimeModule } from './realtime.module.js';
import { SocketServer } from './socket/socket-server.service.js';
import { FanoutService } from './fanout/fanout.service.js';
import { FlagsService } from './flags/flags.service.js';

/** A running realtime replica; `stop()` closes sockets, Redis, NATS and both HTTP ports. */
export interface RunningRealtime extends RunningService {
  /** The bound Socket.IO / GET /health port (differs from PORT when PORT=0). */
  port: number;
  sockets: SocketServer;
  fanout: FanoutService;
  flags: FlagsService;
}

/** Boots one realtime-svc replica in this process (ARCHITECTURE §5); used by main.ts and by the tests. */
export async function startRealtime(config: RealtimeConfig): Promise<RunningRealtime> {
  const running = await runService({
    name: 'realtime-svc',
    domain: 'realtime',
    config,
    module: RealtimeModule,
  });
  const sockets = running.app.get(SocketServer, { strict: false });
  return {
    ...running,
    port: sockets.port,
    sockets,
    fanout: running.app.get(FanoutService, { strict: false }),
    flags: running.app.get(FlagsService, { strict: false }),
  };
}
