import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ActorResolver, TOKEN_REVOKED_SUBJECT } from './actor-resolver.service.js';

/** `auth.evt.token-revoked.v1`: every gateway replica hears it (event handlers join no queue group). */
@Controller()
export class TokenRevokedController {
  constructor(private readonly actors: ActorResolver) {}

  @EventPattern(TOKEN_REVOKED_SUBJECT)
  onTokenRevoked(@Payload() payload: unknown): void {
    this.actors.onTokenRevoked(payload);
  }
}
