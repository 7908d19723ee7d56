import { Module } from '@nestjs/common';
import { SocketModule } from '../socket/socket.module.js';
import { RoomsService } from './rooms.service.js';

/** Record rooms: subscribe / unsubscribe / subscribe-multiple. */
@Module({ imports: [SocketModule], providers: [RoomsService], exports: [RoomsService] })
export class RoomsModule {}
