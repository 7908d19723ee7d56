import { Controller } from '@nestjs/common';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { NatsRequest } from '@castline/nest-kit';
import { MatchDataService } from './match-data.service.js';

/** Match commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class MatchesController {
  constructor(private readonly matchData: MatchDataService) {}

  @NatsRequest(SUBJECTS.match.cmd('update-match-data'))
  updateMatchData(payload: unknown) {
    const { actor, body } = CommandRequestSchema.parse(payload);
    return this.matchData.updateMatchData(actor, body);
  }
}
