import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { SetPlayerRelationshipsService } from './set-player-relationships.service.js';
import { SetMatchOverlaysService } from './set-match-overlays.service.js';
import { AdjustMatchBroadcastService } from './adjust-match-broadcast.service.js';
import { ResolveEntireBracketService } from '../brackets/resolve-entire-bracket.service.js';

/** Crew commands over NATS (RULES (a)): parse, delegate (authorization lives in the use cases). */
@Controller()
export class CrewController {
  constructor(
    private readonly relationships: SetPlayerRelationshipsService,
    private readonly overlays: SetMatchOverlaysService,
    private readonly schedule: AdjustMatchBroadcastService,
    private readonly bracket: ResolveEntireBracketService,
  ) {}

  @MessagePattern(SUBJECTS.match.cmd('set-player-relationships'))
  setPlayerRelationships(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.relationships.setPlayerRelationships(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('set-match-overlays'))
  setMatchOverlays(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.overlays.setMatchOverlays(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('adjust-match-broadcast'))
  adjustMatchBroadcast(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.schedule.adjustMatchBroadcast(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('resolve-entire-bracket'))
  resolveEntireBracket(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.bracket.resolveEntireBracket(actor, body, idempotency_key);
  }
}
