import { Module } from '@nestjs/common';
import { ActorResolver } from './actor-resolver.service.js';

/** Token → actor (ARCHITECTURE §4.1). */
@Module({ providers: [ActorResolver], exports: [ActorResolver] })
export class AuthModule {}
