import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CommandRequestSchema, CreatePlayerCommandSchema, SUBJECTS } from '@castline/contracts';
import { CreatePlayerService } from './create-player.service.js';
import { UpdateProfileService } from './update-profile.service.js';

/** Player commands over NATS: parse, delegate (authorization lives in the use case). */
@Controller()
export class PlayersController {
  constructor(
    private readonly createPlayers: CreatePlayerService,
    private readonly profiles: UpdateProfileService,
  ) {}

  /** Internal (auth-svc's Discord login): the Player of a Discord account that has none. */
  @MessagePattern(SUBJECTS.match.cmd('create-player'))
  createPlayer(@Payload() payload: unknown) {
    return this.createPlayers.createPlayer(CreatePlayerCommandSchema.parse(payload));
  }

  /** actions/update-profile-data (RULES (a)). */
  @MessagePattern(SUBJECTS.match.cmd('update-profile-data'))
  updateProfileData(@Payload() payload: unknown) {
    const { actor, body, idempotency_key } = CommandRequestSchema.parse(payload);
    return this.profiles.updateProfileData(actor, body, idempotency_key);
  }
}
