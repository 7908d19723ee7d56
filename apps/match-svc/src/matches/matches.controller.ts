import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { MatchDataService } from './match-data.service.js';

/** Match commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class MatchesController {
  constructor(private readonly matchData: MatchDataService) {}

  @MessagePattern(SUBJECTS.match.cmd('update-match-data'))
  updateMatchData(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.matchData.updateMatchData(actor, body, idempotency_key);
  }
}
