import { Module } from '@nestjs/common';
import { SocketModule } from './socket/socket.module.js';
import { RoomsModule } from './rooms/rooms.module.js';
import { FanoutModule } from './fanout/fanout.module.js';
import { FlagsModule } from './flags/flags.module.js';

/**
 * realtime-svc (ARCHITECTURE §5): the Socket.IO server, record rooms, data_update fan-out and website_flags.
 * Production rooms (prod-join, prod_trigger, obs_*) will be a ProductionModule in production/, using
 * SocketServer.onConnection and SocketServer.broadcastToRoom.
 */
@Module({ imports: [SocketModule, RoomsModule, FanoutModule, FlagsModule] })
export class RealtimeModule {}
