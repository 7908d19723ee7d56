import { Module } from '@nestjs/common';
import { SocketModule } from '../socket/socket.module.js';
import { ProductionDirectory } from './production-directory.js';
import { ProductionExceptionsFilter } from './production-exceptions.filter.js';
import { ProductionGateway } from './production.gateway.js';
import { ProductionService } from './production.service.js';

/** Production rooms: prod-join, associate_token, prod_trigger, obs_*, tally and special:streams. */
@Module({
  imports: [SocketModule],
  providers: [
    ProductionGateway,
    ProductionService,
    ProductionDirectory,
    ProductionExceptionsFilter,
  ],
  exports: [ProductionService],
})
export class ProductionModule {}
