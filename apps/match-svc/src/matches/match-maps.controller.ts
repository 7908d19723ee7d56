import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { MatchMapsService } from './match-maps.service.js';
import { LiveMatchService } from './live-match.service.js';

/** Map and live-match commands over NATS: parse, delegate (authorization lives in the use cases). */
@Controller()
export class MatchMapsController {
  constructor(
    private readonly maps: MatchMapsService,
    private readonly live: LiveMatchService,
  ) {}

  @MessagePattern(SUBJECTS.match.cmd('update-map-data'))
  updateMapData(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.maps.updateMapData(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('update-live-match-map-data'))
  updateLiveMatchMapData(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.live.updateLiveMatchMapData(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('multi-map-win'))
  multiMapWin(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.live.multiMapWin(actor, body, idempotency_key);
  }

  @MessagePattern(SUBJECTS.match.cmd('toggle-flip-teams'))
  toggleFlipTeams(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.live.toggleFlipTeams(actor, body, idempotency_key);
  }
}
