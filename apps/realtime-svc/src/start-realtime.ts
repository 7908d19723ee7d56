import os from 'node:os';
import { LOGGER, runService, type Logger, type RunningService } from '@castline/nest-kit';
import type { RealtimeConfig } from './config/realtime-config.js';
import { RealtimeModule } from './realtime.module.js';
import { SocketServer } from './socket/socket-server.service.js';
import { RealtimeIoAdapter } from './socket/realtime-io.adapter.js';
import { FanoutService } from './fanout/fanout.service.js';
import { FlagsService } from './flags/flags.service.js';

/** A running realtime replica; `stop()` closes sockets, Redis, NATS and the HTTP port. */
export interface RunningRealtime extends RunningService {
  sockets: SocketServer;
  fanout: FanoutService;
  flags: FlagsService;
}

/**
 * Boots one realtime-svc replica in this process (ARCHITECTURE §5): a Nest app whose HTTP port serves Socket.IO
 * (`@nestjs/websockets` gateways on the RealtimeIoAdapter) and GET /health; NATS events through the Nest NATS
 * transport. Used by main.ts and by the tests.
 */
export async function startRealtime(config: RealtimeConfig): Promise<RunningRealtime> {
  // A viewer replica beside a production replica yields the cores to it (PROCESS_NICE; Linux: the event-loop thread).
  if (config.PROCESS_NICE > 0) os.setPriority(config.PROCESS_NICE);
  let adapter: RealtimeIoAdapter | null = null;
  const running = await runService({
    name: 'realtime-svc',
    domain: 'realtime',
    config,
    module: RealtimeModule,
    http: {
      port: config.PORT,
      configure: async (app) => {
        adapter = new RealtimeIoAdapter(app, config, app.get<Logger>(LOGGER, { strict: false }));
        await adapter.connectRedis();
        await adapter.connectLimits();
        app.useWebSocketAdapter(adapter);
      },
      routeFamilies: [{ prefix: '/socket.io/', route: '/socket.io' }],
      details: (app) => ({
        sockets: app.get(SocketServer, { strict: false }).socketCount,
        adapter: adapter?.adapterName ?? 'memory',
        nice: os.getPriority(),
      }),
    },
  });
  return {
    ...running,
    sockets: running.app.get(SocketServer, { strict: false }),
    fanout: running.app.get(FanoutService, { strict: false }),
    flags: running.app.get(FlagsService, { strict: false }),
  };
}
