import { Module } from '@nestjs/common';
import { ActorResolver } from './actor-resolver.service.js';
import { TokenRevokedController } from './token-revoked.controller.js';

/** Token → actor (ARCHITECTURE §4.1). */
@Module({
  controllers: [TokenRevokedController],
  providers: [ActorResolver],
  exports: [ActorResolver],
})
export class AuthModule {}
