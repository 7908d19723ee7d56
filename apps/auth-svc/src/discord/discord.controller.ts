import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DiscordLoginCommandSchema, SUBJECTS, type DiscordLoginReply } from '@castline/contracts';
import { DiscordLoginService } from './discord-login.service.js';

/** The Discord login over NATS (called by the gateway's POST /auth/discord-login): parse, delegate. */
@Controller()
export class DiscordController {
  constructor(private readonly login: DiscordLoginService) {}

  /** `auth.cmd.discord-login` {code, redirect_uri} → {token, expires_at, user}. */
  @MessagePattern(SUBJECTS.auth.cmd('discord-login'))
  discordLogin(@Payload() payload: unknown): Promise<DiscordLoginReply> {
    return this.login.login(DiscordLoginCommandSchema.parse(payload));
  }
}
