import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, SUBJECTS } from '@castline/contracts';
import { SetPlayerCamsService } from './set-player-cams.service.js';

/** Cam commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class CamsController {
  constructor(private readonly cams: SetPlayerCamsService) {}

  /** actions/set-player-cams (broadcast §7, RULES (a)). */
  @MessagePattern(SUBJECTS.broadcast.cmd('set-player-cams'))
  setPlayerCams(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.cams.setPlayerCams(actor, body, idempotency_key);
  }
}
