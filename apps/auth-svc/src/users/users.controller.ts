import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ActorByDiscordQuerySchema,
  SUBJECTS,
  UserQuerySchema,
  type ActorByDiscordReply,
  type UserReply,
} from '@castline/contracts';
import { UsersService } from './users.service.js';

/** User subjects over NATS: parse, delegate. The gateway asks only for the user behind a verified token. */
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** `auth.qry.user` {player_id} → {user} (public-site §7 POST /auth/login answers it). */
  @MessagePattern(SUBJECTS.auth.qry('user'))
  async user(@Payload() payload: unknown): Promise<UserReply> {
    const { player_id } = UserQuerySchema.parse(payload);
    return { user: await this.users.publicUserById(player_id) };
  }

  /** `auth.qry.actor-by-discord` {discord_id} → {actor}: who pressed a chat button (RULES b.7); NOT_FOUND if nobody. */
  @MessagePattern(SUBJECTS.auth.qry('actor-by-discord'))
  async actorByDiscord(@Payload() payload: unknown): Promise<ActorByDiscordReply> {
    const { discord_id } = ActorByDiscordQuerySchema.parse(payload);
    return { actor: await this.users.actorByDiscordId(discord_id) };
  }
}
