import { Module } from '@nestjs/common';
import { SocketModule } from '../socket/socket.module.js';
import { FanoutService } from './fanout.service.js';

/** data_update fan-out from the record stream, and the re-send after a NATS reconnect. */
@Module({ imports: [SocketModule], providers: [FanoutService], exports: [FanoutService] })
export class FanoutModule {}
