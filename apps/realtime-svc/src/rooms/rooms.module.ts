import { Module } from '@nestjs/common';
import { SocketModule } from '../socket/socket.module.js';
import { FanoutModule } from '../fanout/fanout.module.js';
import { ProductionModule } from '../production/production.module.js';
import { RoomsGateway } from './rooms.gateway.js';
import { RoomsService } from './rooms.service.js';

/** Record rooms: subscribe / unsubscribe / subscribe-multiple. */
@Module({
  imports: [SocketModule, FanoutModule, ProductionModule],
  providers: [RoomsGateway, RoomsService],
  exports: [RoomsService],
})
export class RoomsModule {}
