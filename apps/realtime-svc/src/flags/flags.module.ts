import { Module } from '@nestjs/common';
import { SocketModule } from '../socket/socket.module.js';
import { FlagsController } from './flags.controller.js';
import { FlagsService } from './flags.service.js';
import { FlagsGateway } from './flags.gateway.js';

/** website_flags: server_rebuilding and high_error_rate. */
@Module({
  imports: [SocketModule],
  controllers: [FlagsController],
  providers: [FlagsService, FlagsGateway],
  exports: [FlagsService],
})
export class FlagsModule {}
