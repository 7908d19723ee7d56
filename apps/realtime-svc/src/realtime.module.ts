import { Module } from '@nestjs/common';
import { SocketModule } from './socket/socket.module.js';
import { RoomsModule } from './rooms/rooms.module.js';
import { FanoutModule } from './fanout/fanout.module.js';
import { FlagsModule } from './flags/flags.module.js';
import { ProductionModule } from './production/production.module.js';

/**
 * realtime-svc (ARCHITECTURE §5): the Socket.IO server, record rooms, data_update fan-out, website_flags and the
 * production rooms (prod-join, associate_token, prod_trigger, obs_*, tally, special:streams).
 */
@Module({ imports: [SocketModule, RoomsModule, FanoutModule, FlagsModule, ProductionModule] })
export class RealtimeModule {}
